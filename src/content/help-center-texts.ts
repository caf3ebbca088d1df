// The help centre's categories and FAQ, as ICU messages in English (the page's own texts: features/help/texts.ts).
import { defineMessages } from '../lib/i18n';

export const helpCenterTexts = defineMessages('helpCenter', {
  categories: {
    gettingStarted: { title: 'Getting Started', description: 'Create an account, install the app and find your first course.' },
    learning: { title: 'Courses & Learning', description: 'Enrolling, lessons, progress, XP and certificates.' },
    payments: { title: 'Payments & Billing', description: 'Prices, payment methods, receipts and refunds.' },
    creators: { title: 'Creators & Instructors', description: 'Applying to teach, building courses and getting paid.' },
    account: { title: 'Account & Settings', description: 'Profile, password, sign-in and notifications.' },
    privacy: { title: 'Privacy & Safety', description: 'Your data, offline storage, and community guidelines.' },
  },
  faq: {
    enroll: {
      question: 'How do I enroll in a course?',
      answer:
        'Sign in, open the course from the catalogue and choose Enroll. Free courses start at once; paid courses start after payment. Enrolled courses appear under My Courses.',
    },
    offline: {
      question: 'Can I learn without an internet connection?',
      answer:
        'Yes. Install Maarifa from the Install App button. Courses you have opened are kept on your device, and anything you do offline is sent when your connection returns.',
    },
    instructor: {
      question: 'How do I become an instructor?',
      answer: 'Sign in and apply on the For Creators page. Applications are reviewed within 48 hours, and you will hear from us by email.',
    },
    refund: {
      question: 'What is your refund policy?',
      answer: 'Every paid course has a 30-day money-back guarantee. Request a refund within 30 days of purchase through the contact form.',
    },
    affiliate: {
      question: 'How does the affiliate program work?',
      answer:
        'Apply on the Affiliate Program page. Once approved you get referral links and earn up to 30% commission; commissions start within 48 hours of approval.',
    },
  },
});
