// The display statuses of spec §4 (agents: active, beta, coming-soon; others: growing, new, production,
// in-development, planned) and how a badge names each one.

export const statusLabels = {
  active: 'Active',
  beta: 'Beta',
  'coming-soon': 'Coming Soon',
  growing: 'Growing',
  new: 'New',
  production: 'Production',
  'in-development': 'In Development',
  planned: 'Planned',
} as const;

export type DisplayStatus = keyof typeof statusLabels;
