// The future page's user-facing texts (spec §2: tabs Future Features and Roadmap), in one place.
export const futureTexts = {
  title: 'Future',
  description: 'What is coming to Maarifa: the features in development and our roadmap from Q2 2025 to Q1 2026.',
  lead: 'What we are building next, and when.',
  tabs: {
    features: 'Future Features',
    roadmap: 'Roadmap',
  },
  expected: (quarter: string) => `Expected ${quarter}`,
  milestonesLabel: (quarter: string) => `Milestones for ${quarter}`,
} as const;
