// The contact page's static contact details and business hours (spec §2: Mon-Fri 9AM-6PM PST, weekends closed); their
// words are in contact-details-texts.ts.
import type { Message } from '../lib/i18n';
import { contactDetailsTexts as m } from './contact-details-texts';
import * as icons from './icon-paths';
import type { IconPath } from './icon-paths';

export interface ContactDetail {
  icon: IconPath;
  label: Message;
  /** An address or number shown as it is, or a message (a place's name). */
  value: string | Message;
  href?: string;
}

export const contactDetails: readonly ContactDetail[] = [
  { icon: icons.mail, label: m.email, value: 'support@maarifa.app', href: 'mailto:support@maarifa.app' },
  { icon: icons.phone, label: m.phone, value: '+254 700 000 000', href: 'tel:+254700000000' },
  { icon: icons.mapPin, label: m.office, value: m.officeAddress },
];

export const businessHours: readonly { days: Message; hours: Message }[] = [
  { days: m.weekdays, hours: m.weekdayHours },
  { days: m.weekends, hours: m.closed },
];
