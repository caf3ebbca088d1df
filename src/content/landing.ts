// The landing page's static cards: the hero's three promises and the features section's six (their words: landing-texts.ts).
import type { Message } from '../lib/i18n';
import type { IconName } from './icon-paths';
import { landingContentTexts as m } from './landing-texts';

export interface FeatureCard {
  icon: IconName;
  title: Message;
  description: Message;
}

export const heroFeatureCards: readonly FeatureCard[] = [
  { icon: 'brain', ...m.heroCards.adapts },
  { icon: 'users', ...m.heroCards.uplift },
  { icon: 'trendingUp', ...m.heroCards.grow },
];

export const platformFeatureCards: readonly FeatureCard[] = [
  { icon: 'wifiOff', ...m.platformCards.offline },
  { icon: 'sparkles', ...m.platformCards.aiBuddy },
  { icon: 'messageCircle', ...m.platformCards.community },
  { icon: 'award', ...m.platformCards.xp },
  { icon: 'bookOpen', ...m.platformCards.creatorTools },
  { icon: 'dollar', ...m.platformCards.affiliate },
];
