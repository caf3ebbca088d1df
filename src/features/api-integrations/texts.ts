// The API Integrations page's texts (spec §2 API integrations, §5 rules, §8 messages).
import { defineMessages } from '../../lib/i18n';

export const integrationTexts = defineMessages('apiIntegrations', {
  title: 'API Integrations',
  description: 'Connect Maarifa to Zapier, Stripe, OpenAI, Slack, Mixpanel and Notion.',
  lead: 'Connect the services you use. Keys are stored on the server and never shown again in full.',
  categories: { all: 'All', automation: 'Automation', payment: 'Payment', communication: 'Communication', analytics: 'Analytics', ai: 'AI' },
  filterLabel: 'Filter integrations by category',
  count: '{count, plural, one {# integration} other {# integrations}}',
  remove: 'Delete',
  removeItem: 'Delete {name}',
  connected: 'Connected',
  docs: 'Documentation',
  confirmBody: 'Remove the {name} integration? Its stored keys are deleted.',
  rules: {
    url: 'Must be a valid URL',
    key: 'Key must be at least 20 characters',
    apiKey: 'API key must be at least 10 characters',
    token: 'Token must be at least 10 characters',
    required: 'Required',
  },
  messages: {
    notLoggedIn: 'You must be logged in to save integrations',
    saved: 'Integration connected successfully',
    disconnected: 'Disconnected',
    disconnectedDescription: 'Integration removed successfully',
    disconnectFailed: 'Failed to disconnect',
  },
});
