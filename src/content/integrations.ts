// The six API integrations (spec §3 Integration definitions): id, name, category, description, fields and the
// documentation link. Names, fields and categories are the spec's; descriptions are our sample content.
import type { CredentialField } from './tech';

export const INTEGRATION_CATEGORIES = ['all', 'automation', 'payment', 'communication', 'analytics', 'ai'] as const;
export type IntegrationCategory = (typeof INTEGRATION_CATEGORIES)[number];

export interface IntegrationDefinition {
  id: 'zapier' | 'stripe' | 'openai' | 'slack' | 'mixpanel' | 'notion';
  name: string;
  category: Exclude<IntegrationCategory, 'all'>;
  description: string;
  fields: readonly CredentialField[];
  docs: string;
}

export const integrations: readonly IntegrationDefinition[] = [
  {
    id: 'zapier',
    name: 'Zapier',
    category: 'automation',
    description: 'Send Maarifa events to thousands of apps through a Zapier webhook.',
    fields: [{ name: 'webhookUrl', label: 'Webhook URL', type: 'url', placeholder: 'https://hooks.zapier.com/…', required: true }],
    docs: 'https://zapier.com/apps/webhook/integrations',
  },
  {
    id: 'stripe',
    name: 'Stripe',
    category: 'payment',
    description: 'Take card payments for paid courses.',
    fields: [
      { name: 'secretKey', label: 'Secret Key', type: 'password', placeholder: 'sk_live_…', required: true },
      { name: 'publishableKey', label: 'Publishable Key', type: 'text', placeholder: 'pk_live_…', required: true },
    ],
    docs: 'https://docs.stripe.com/keys',
  },
  {
    id: 'openai',
    name: 'OpenAI',
    category: 'ai',
    description: 'Power the study buddy and course builder with your own OpenAI account.',
    fields: [
      { name: 'apiKey', label: 'API Key', type: 'password', placeholder: 'sk-…', required: true },
      { name: 'organizationId', label: 'Organization ID', type: 'text', placeholder: 'Optional', required: false },
    ],
    docs: 'https://platform.openai.com/docs/api-reference/authentication',
  },
  {
    id: 'slack',
    name: 'Slack',
    category: 'communication',
    description: 'Post new discussions and applications to a Slack channel.',
    fields: [{ name: 'webhookUrl', label: 'Webhook URL', type: 'url', placeholder: 'https://hooks.slack.com/services/…', required: true }],
    docs: 'https://api.slack.com/messaging/webhooks',
  },
  {
    id: 'mixpanel',
    name: 'Mixpanel',
    category: 'analytics',
    description: 'Follow sign-ups, enrolments and completions in Mixpanel.',
    fields: [{ name: 'projectToken', label: 'Project Token', type: 'password', placeholder: 'At least 10 characters', required: true }],
    docs: 'https://docs.mixpanel.com/docs/tracking-methods/id-management',
  },
  {
    id: 'notion',
    name: 'Notion',
    category: 'automation',
    description: 'Keep a Notion database of your courses and learners up to date.',
    fields: [
      { name: 'apiKey', label: 'Integration Token', type: 'password', placeholder: 'secret_…', required: true },
      { name: 'databaseId', label: 'Database ID', type: 'text', placeholder: 'Optional', required: false },
    ],
    docs: 'https://developers.notion.com/docs/authorization',
  },
];

export function countByCategory(category: IntegrationCategory): number {
  return category === 'all' ? integrations.length : integrations.filter((integration) => integration.category === category).length;
}
