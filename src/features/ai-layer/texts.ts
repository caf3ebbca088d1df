// The AI layer page's user-facing texts (spec §2: tabs AI Agents and Use Cases; buttons Configure, Try Beta, Coming Soon).
import { defineMessages } from '../../lib/i18n';

export const aiLayerTexts = defineMessages('aiLayer', {
  title: 'AI Layer',
  description: 'The AI agents behind Maarifa: a study buddy, course building, moderation, translation and career coaching.',
  lead: 'AI agents that help learners study, creators teach and moderators keep the community safe.',
  stats: {
    agents: 'AI Agents',
    active: 'Active Agents',
    beta: 'In Beta',
    useCases: 'Use Cases',
  },
  statsLabel: 'AI layer at a glance',
  tabs: {
    agents: 'AI Agents',
    useCases: 'Use Cases',
  },
  capabilitiesLabel: 'What {agent} does',
  actionLabel: '{action}: {agent}',
  opensSoon: {
    title: '{action} opens soon',
    description: '{agent} cannot be set up from here yet. It arrives in a coming release.',
  },
  howItWorks: 'How it works',
});
