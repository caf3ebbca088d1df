// The five role dashboards' structure (spec §6): which texts each shows, its three cards in order, and where a card leads.
import type { Message } from '../../lib/i18n';
import { roleDashboardTexts as m } from './texts';

export interface RoleDashboardCard {
  id: string;
  title: Message;
  text: Message;
  /** A static sample figure; the spec's role dashboards show no live data. */
  figure: Message;
  /** Where the card leads, when the app has that page. */
  to?: string;
}

export interface RoleDashboardContent {
  title: Message;
  description: Message;
  intro: Message;
  cards: readonly RoleDashboardCard[];
}

type CardTexts = { readonly title: Message; readonly text: Message; readonly figure: Message };

function dashboard<Id extends string>(texts: { title: Message; description: Message; intro: Message; cards: Record<Id, CardTexts> }, links: Partial<Record<Id, string>> = {}) {
  const cards = (Object.keys(texts.cards) as Id[]).map((id) => ({ id, ...texts.cards[id], ...(links[id] ? { to: links[id] } : {}) }));
  return { title: texts.title, description: texts.description, intro: texts.intro, cards } satisfies RoleDashboardContent;
}

export const roleDashboards = {
  superadmin: dashboard(m.superadmin),
  admin: dashboard(m.admin, { community: '/dashboard/community' }),
  instructor: dashboard(m.instructor, { courses: '/dashboard/courses' }),
  learner: dashboard(m.learner, { courses: '/dashboard/courses', studyBuddy: '/dashboard/ai-layer', community: '/dashboard/community' }),
  affiliate: dashboard(m.affiliate),
};

/** Live figures by card id, already in the reader's language; a card without one keeps its sample. */
export type LiveFigures = Partial<Record<string, string>>;
