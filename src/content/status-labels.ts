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

/** The statuses of a feature card with a button (spec §4: AI agents and automation features). */
export type FeatureStatus = Extract<DisplayStatus, 'active' | 'beta' | 'coming-soon'>;

/** The button such a card shows: Configure when active, Try Beta in beta, and a disabled Coming Soon otherwise. */
export function getFeatureAction(status: FeatureStatus): { label: 'Configure' | 'Try Beta' | 'Coming Soon'; enabled: boolean } {
  switch (status) {
    case 'active':
      return { label: 'Configure', enabled: true };
    case 'beta':
      return { label: 'Try Beta', enabled: true };
    case 'coming-soon':
      return { label: 'Coming Soon', enabled: false };
  }
}
