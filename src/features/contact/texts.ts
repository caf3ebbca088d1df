// The contact page's user-facing texts (ICU messages, English source). The spec shows the form's fields but not what submit does: the toasts are ours.
import { defineMessages } from '../../lib/i18n';

export const contactTexts = defineMessages('contact', {
  documentTitle: 'Contact Us | Maarifa',
  title: 'Get in Touch',
  lead: 'Questions about a course, your account or teaching on Maarifa? Send us a message and we will get back to you.',
  formHeading: 'Send us a message',
  detailsHeading: 'Contact Details',
  hoursHeading: 'Business Hours',
  fields: {
    first_name: 'First Name',
    last_name: 'Last Name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
  },
  placeholders: {
    first_name: 'Your first name',
    last_name: 'Your last name',
    email: 'you@example.com',
    subject: 'How can we help?',
    message: 'Tell us more...',
  },
  submit: 'Send Message',
  submitting: 'Submitting...',
  toasts: {
    success: { title: 'Message Sent!', description: "Thank you for reaching out. We'll get back to you within one business day." },
    error: { title: 'Error', description: 'Failed to send your message. Please try again.' },
    queuedOffline: {
      title: 'Saved offline',
      description: "You're offline. Your message is saved on this device and will be sent when your connection returns.",
    },
    queued: {
      title: 'Message saved',
      description: 'Your connection is slow. Your message is saved on this device and will be sent as soon as possible.',
    },
  },
});
