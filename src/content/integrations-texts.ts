// The six API integrations' words in the learner's language (spec §3): the descriptions are our sample content.
import { defineMessages } from '../lib/i18n';

export const integrationsContentTexts = defineMessages('integrationsContent', {
  descriptions: {
    zapier: 'Send Maarifa events to thousands of apps through a Zapier webhook.',
    stripe: 'Take card payments for paid courses.',
    openai: 'Power the study buddy and course builder with your own OpenAI account.',
    slack: 'Post new discussions and applications to a Slack channel.',
    mixpanel: 'Follow sign-ups, enrolments and completions in Mixpanel.',
    notion: 'Keep a Notion database of your courses and learners up to date.',
  },
  fields: {
    organizationId: 'Organization ID',
    integrationToken: 'Integration Token',
    databaseId: 'Database ID',
  },
});
