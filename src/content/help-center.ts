// The help centre's six article categories (counts as spec §2 gives them) and its five FAQ entries (their words:
// help-center-texts.ts).
import type { Message } from '../lib/i18n';
import { helpCenterTexts as m } from './help-center-texts';
import * as icons from './icon-paths';
import type { IconPath } from './icon-paths';

export interface HelpCategory {
  icon: IconPath;
  title: Message;
  description: Message;
  articleCount: number;
}

export const helpCategories: readonly HelpCategory[] = [
  { icon: icons.bookOpen, ...m.categories.gettingStarted, articleCount: 12 },
  { icon: icons.award, ...m.categories.learning, articleCount: 18 },
  { icon: icons.creditCard, ...m.categories.payments, articleCount: 8 },
  { icon: icons.users, ...m.categories.creators, articleCount: 10 },
  { icon: icons.settings, ...m.categories.account, articleCount: 15 },
  { icon: icons.shield, ...m.categories.privacy, articleCount: 9 },
];

export interface FaqEntry {
  question: Message;
  answer: Message;
}

export const helpFaq: readonly FaqEntry[] = Object.values(m.faq);
