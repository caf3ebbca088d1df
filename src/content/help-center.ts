// The help centre's six article categories (counts as spec §2 gives them) and its five FAQ entries.
import type { IconName } from './icon-paths';

export interface HelpCategory {
  icon: IconName;
  title: string;
  description: string;
  articleCount: number;
}

export const helpCategories: readonly HelpCategory[] = [
  { icon: 'bookOpen', title: 'Getting Started', description: 'Create an account, install the app and find your first course.', articleCount: 12 },
  { icon: 'award', title: 'Courses & Learning', description: 'Enrolling, lessons, progress, XP and certificates.', articleCount: 18 },
  { icon: 'creditCard', title: 'Payments & Billing', description: 'Prices, payment methods, receipts and refunds.', articleCount: 8 },
  { icon: 'users', title: 'Creators & Instructors', description: 'Applying to teach, building courses and getting paid.', articleCount: 10 },
  { icon: 'settings', title: 'Account & Settings', description: 'Profile, password, sign-in and notifications.', articleCount: 15 },
  { icon: 'shield', title: 'Privacy & Safety', description: 'Your data, offline storage, and community guidelines.', articleCount: 9 },
];

export interface FaqEntry {
  question: string;
  answer: string;
}

export const helpFaq: readonly FaqEntry[] = [
  {
    question: 'How do I enroll in a course?',
    answer:
      'Sign in, open the course from the catalogue and choose Enroll. Free courses start at once; paid courses start after payment. Enrolled courses appear under My Courses.',
  },
  {
    question: 'Can I learn without an internet connection?',
    answer:
      'Yes. Install Maarifa from the Install App button. Courses you have opened are kept on your device, and anything you do offline is sent when your connection returns.',
  },
  {
    question: 'How do I become an instructor?',
    answer:
      'Sign in and apply on the For Creators page. Applications are reviewed within 48 hours, and you will hear from us by email.',
  },
  {
    question: 'What is your refund policy?',
    answer: 'Every paid course has a 30-day money-back guarantee. Request a refund within 30 days of purchase through the contact form.',
  },
  {
    question: 'How does the affiliate program work?',
    answer:
      'Apply on the Affiliate Program page. Once approved you get referral links and earn up to 30% commission; commissions start within 48 hours of approval.',
  },
];
