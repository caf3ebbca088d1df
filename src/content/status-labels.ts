// The display statuses of spec §4 (agents: active, beta, coming-soon; others: growing, new, production,
// in-development, planned) and how a badge names each one (its words in status-labels-texts.ts).
import type { Message } from '../lib/i18n';
import { statusLabelTexts as m } from './status-labels-texts';

export const statusLabels = {
  active: m.status.active,
  beta: m.status.beta,
  'coming-soon': m.status.comingSoon,
  growing: m.status.growing,
  new: m.status.new,
  production: m.status.production,
  'in-development': m.status.inDevelopment,
  planned: m.status.planned,
} as const satisfies Record<string, Message>;

export type DisplayStatus = keyof typeof statusLabels;

/** The statuses of a feature card with a button (spec §4: AI agents and automation features). */
export type FeatureStatus = Extract<DisplayStatus, 'active' | 'beta' | 'coming-soon'>;

/** The button such a card shows: Configure when active, Try Beta in beta, and a disabled Coming Soon otherwise. */
export function getFeatureAction(status: FeatureStatus): { label: Message; enabled: boolean } {
  switch (status) {
    case 'active':
      return { label: m.actions.configure, enabled: true };
    case 'beta':
      return { label: m.actions.tryBeta, enabled: true };
    case 'coming-soon':
      return { label: m.actions.comingSoon, enabled: false };
  }
}
