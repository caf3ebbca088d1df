// The experience page's user-facing texts (spec §2: five steps plus stats); the footer's How It Works link lands here.
export const experienceTexts = {
  title: 'Experience',
  description: 'How Maarifa works: join, engage, progress, contribute and expand, and how far our members go.',
  lead: 'How Maarifa works, in five steps from your first lesson to teaching others.',
  stepsHeading: 'Your journey',
  stepLabel: (number: number) => `Step ${number}`,
  statsHeading: 'How far members go',
  formatStat: (value: number, unit: '%' | 'x') => `${value}${unit}`,
} as const;
