// The landing page's static cards: the hero's three promises and the features section's six cards.
import type { IconName } from './icon-paths';

export interface FeatureCard {
  icon: IconName;
  title: string;
  description: string;
}

export const heroFeatureCards: readonly FeatureCard[] = [
  {
    icon: 'brain',
    title: 'Knowledge That Adapts',
    description: 'Courses and an AI study buddy that meet you where you are, on any phone and any connection.',
  },
  {
    icon: 'users',
    title: 'Communities That Uplift',
    description: 'Learn alongside peers and mentors across the continent who share your goals.',
  },
  {
    icon: 'trendingUp',
    title: 'Opportunities to Grow',
    description: 'Earn XP, teach what you know and turn your skills into income.',
  },
];

export const platformFeatureCards: readonly FeatureCard[] = [
  {
    icon: 'wifiOff',
    title: 'Learn Offline',
    description: 'Install the app once; your courses and notes keep working when the network does not.',
  },
  {
    icon: 'sparkles',
    title: 'AI Study Buddy',
    description: 'Ask questions, get summaries and set study reminders from one chat.',
  },
  {
    icon: 'messageCircle',
    title: 'Vibrant Community',
    description: 'Discussions, events and peer rooms where learners and creators help each other.',
  },
  {
    icon: 'award',
    title: 'XP and Levels',
    description: 'Every lesson, answer and contribution earns experience points on a ten-level path.',
  },
  {
    icon: 'bookOpen',
    title: 'Creator Tools',
    description: 'Build, publish and sell courses with modules, lessons and free previews.',
  },
  {
    icon: 'dollar',
    title: 'Earn as an Affiliate',
    description: 'Share courses you believe in and earn up to 30% commission on every sale.',
  },
];
