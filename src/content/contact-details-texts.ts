// The contact page's contact details and business hours, as ICU messages in English (the address and numbers stay in
// contact-details.ts).
import { defineMessages } from '../lib/i18n';

export const contactDetailsTexts = defineMessages('contactDetails', {
  email: 'Email',
  phone: 'Phone',
  office: 'Office',
  officeAddress: 'Nairobi, Kenya',
  weekdays: 'Mon-Fri',
  weekdayHours: '9AM-6PM PST',
  weekends: 'Weekends',
  closed: 'Closed',
});
