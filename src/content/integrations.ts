// The six API integrations (spec §3 Integration definitions): id, name, category, description, fields and the
// documentation link. Names, fields and categories are the spec's; descriptions are our sample content (integrations-texts.ts).
import type { Message } from '../lib/i18n';
import { integrationsContentTexts as m } from './integrations-texts';
import type { CredentialField } from './tech';
import { techContentTexts as tech } from './tech-texts';

export const INTEGRATION_CATEGORIES = ['all', 'automation', 'payment', 'communication', 'analytics', 'ai'] as const;
export type IntegrationCategory = (typeof INTEGRATION_CATEGORIES)[number];

export interface IntegrationDefinition {
  id: 'zapier' | 'stripe' | 'openai' | 'slack' | 'mixpanel' | 'notion';
  name: string;
  category: Exclude<IntegrationCategory, 'all'>;
  description: Message;
  fields: readonly CredentialField[];
  docs: string;
}

export const integrations: readonly IntegrationDefinition[] = [
  {
    id: 'zapier',
    name: 'Zapier',
    category: 'automation',
    description: m.descriptions.zapier,
    fields: [{ name: 'webhookUrl', label: tech.fields.webhookUrl, type: 'url', placeholder: 'https://hooks.zapier.com/…', required: true }],
    docs: 'https://zapier.com/apps/webhook/integrations',
  },
  {
    id: 'stripe',
    name: 'Stripe',
    category: 'payment',
    description: m.descriptions.stripe,
    fields: [
      { name: 'secretKey', label: tech.fields.secretKey, type: 'password', placeholder: 'sk_live_…', required: true },
      { name: 'publishableKey', label: tech.fields.publishableKey, type: 'text', placeholder: 'pk_live_…', required: true },
    ],
    docs: 'https://docs.stripe.com/keys',
  },
  {
    id: 'openai',
    name: 'OpenAI',
    category: 'ai',
    description: m.descriptions.openai,
    fields: [
      { name: 'apiKey', label: tech.fields.apiKey, type: 'password', placeholder: 'sk-…', required: true },
      { name: 'organizationId', label: m.fields.organizationId, type: 'text', placeholder: tech.placeholders.optional, required: false },
    ],
    docs: 'https://platform.openai.com/docs/api-reference/authentication',
  },
  {
    id: 'slack',
    name: 'Slack',
    category: 'communication',
    description: m.descriptions.slack,
    fields: [{ name: 'webhookUrl', label: tech.fields.webhookUrl, type: 'url', placeholder: 'https://hooks.slack.com/services/…', required: true }],
    docs: 'https://api.slack.com/messaging/webhooks',
  },
  {
    id: 'mixpanel',
    name: 'Mixpanel',
    category: 'analytics',
    description: m.descriptions.mixpanel,
    fields: [{ name: 'projectToken', label: tech.fields.projectToken, type: 'password', placeholder: tech.placeholders.atLeast10, required: true }],
    docs: 'https://docs.mixpanel.com/docs/tracking-methods/id-management',
  },
  {
    id: 'notion',
    name: 'Notion',
    category: 'automation',
    description: m.descriptions.notion,
    fields: [
      { name: 'apiKey', label: m.fields.integrationToken, type: 'password', placeholder: 'secret_…', required: true },
      { name: 'databaseId', label: m.fields.databaseId, type: 'text', placeholder: tech.placeholders.optional, required: false },
    ],
    docs: 'https://developers.notion.com/docs/authorization',
  },
];

export function countByCategory(category: IntegrationCategory): number {
  return category === 'all' ? integrations.length : integrations.filter((integration) => integration.category === category).length;
}
