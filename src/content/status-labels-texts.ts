// The display statuses' names and the feature cards' buttons (spec §4), in the learner's language.
import { defineMessages } from '../lib/i18n';

export const statusLabelTexts = defineMessages('statusLabels', {
  status: {
    active: 'Active',
    beta: 'Beta',
    comingSoon: 'Coming Soon',
    growing: 'Growing',
    new: 'New',
    production: 'Production',
    inDevelopment: 'In Development',
    planned: 'Planned',
  },
  actions: {
    configure: 'Configure',
    tryBeta: 'Try Beta',
    comingSoon: 'Coming Soon',
  },
});
