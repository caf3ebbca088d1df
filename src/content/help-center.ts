// The help centre's six article categories (counts as spec §2 gives them) and its five FAQ entries (their words:
// help-center-texts.ts).
import type { Message } from '../lib/i18n';
import { helpCenterTexts as m } from './help-center-texts';
import type { IconName } from './icon-paths';

export interface HelpCategory {
  icon: IconName;
  title: Message;
  description: Message;
  articleCount: number;
}

export const helpCategories: readonly HelpCategory[] = [
  { icon: 'bookOpen', ...m.categories.gettingStarted, articleCount: 12 },
  { icon: 'award', ...m.categories.learning, articleCount: 18 },
  { icon: 'creditCard', ...m.categories.payments, articleCount: 8 },
  { icon: 'users', ...m.categories.creators, articleCount: 10 },
  { icon: 'settings', ...m.categories.account, articleCount: 15 },
  { icon: 'shield', ...m.categories.privacy, articleCount: 9 },
];

export interface FaqEntry {
  question: Message;
  answer: Message;
}

export const helpFaq: readonly FaqEntry[] = Object.values(m.faq);
