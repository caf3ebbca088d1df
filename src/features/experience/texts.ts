// The experience page's user-facing texts (spec §2: five steps plus stats); the footer's How It Works link lands here.
import { defineMessages } from '../../lib/i18n';

export const experienceTexts = defineMessages('experience', {
  title: 'Experience',
  description: 'How Maarifa works: join, engage, progress, contribute and expand, and how far our members go.',
  lead: 'How Maarifa works, in five steps from your first lesson to teaching others.',
  stepsHeading: 'Your journey',
  stepLabel: 'Step {number, number}',
  statsHeading: 'How far members go',
  multiple: '{value, number}x',
});
