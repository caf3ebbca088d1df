// The future page's user-facing texts (spec §2: tabs Future Features and Roadmap), in one place.
import { defineMessages } from '../../lib/i18n';

export const futureTexts = defineMessages('future', {
  title: 'Future',
  description: 'What is coming to Maarifa: the features in development and our roadmap from Q2 2025 to Q1 2026.',
  lead: 'What we are building next, and when.',
  tabs: {
    features: 'Future Features',
    roadmap: 'Roadmap',
  },
  expected: 'Expected {quarter}',
  milestonesLabel: 'Milestones for {quarter}',
});
