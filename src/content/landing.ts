// The landing page's static cards: the hero's three promises and the features section's six (their words: landing-texts.ts).
import type { Message } from '../lib/i18n';
import * as icons from './icon-paths';
import type { IconPath } from './icon-paths';
import { landingContentTexts as m } from './landing-texts';

export interface FeatureCard {
  icon: IconPath;
  title: Message;
  description: Message;
}

export const heroFeatureCards: readonly FeatureCard[] = [
  { icon: icons.brain, ...m.heroCards.adapts },
  { icon: icons.users, ...m.heroCards.uplift },
  { icon: icons.trendingUp, ...m.heroCards.grow },
];

export const platformFeatureCards: readonly FeatureCard[] = [
  { icon: icons.wifiOff, ...m.platformCards.offline },
  { icon: icons.sparkles, ...m.platformCards.aiBuddy },
  { icon: icons.messageCircle, ...m.platformCards.community },
  { icon: icons.award, ...m.platformCards.xp },
  { icon: icons.bookOpen, ...m.platformCards.creatorTools },
  { icon: icons.dollar, ...m.platformCards.affiliate },
];
