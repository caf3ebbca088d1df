// The contact page's static contact details and business hours (spec §2: Mon-Fri 9AM-6PM PST, weekends closed).
import type { IconName } from './icon-paths';

export interface ContactDetail {
  icon: IconName;
  label: string;
  value: string;
  href?: string;
}

export const contactDetails: readonly ContactDetail[] = [
  { icon: 'mail', label: 'Email', value: 'support@maarifa.app', href: 'mailto:support@maarifa.app' },
  { icon: 'phone', label: 'Phone', value: '+254 700 000 000', href: 'tel:+254700000000' },
  { icon: 'mapPin', label: 'Office', value: 'Nairobi, Kenya' },
];

export const businessHours: readonly { days: string; hours: string }[] = [
  { days: 'Mon-Fri', hours: '9AM-6PM PST' },
  { days: 'Weekends', hours: 'Closed' },
];
