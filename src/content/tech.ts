// The tech page's static content (spec §2 Tech, §3 tech layer credential fields, §9 claimed figures): the eight layers
// with the fields each asks for, the architecture notes and the performance claims. Their words are in tech-texts.ts.
import type { Message } from '../lib/i18n';
import { techContentTexts as m } from './tech-texts';

export interface CredentialField {
  name: string;
  label: Message;
  type: 'password' | 'text' | 'url';
  /** A sample of the value as it is typed ('sk_live_…'), or a hint in words. */
  placeholder: string | Message;
  required: boolean;
}

export interface TechLayer {
  id: 'frontend' | 'backend' | 'database' | 'ai' | 'payments' | 'media' | 'analytics' | 'integrations';
  name: Message;
  description: Message;
  /** Product names as they are; common nouns as messages. */
  technologies: readonly (string | Message)[];
  fields: readonly CredentialField[];
}

const f = m.fields;
const p = m.placeholders;
const tech = m.technologies;
const apiKey = (min: 10 | 20): CredentialField => ({ name: 'apiKey', label: f.apiKey, type: 'password', placeholder: min === 10 ? p.atLeast10 : p.atLeast20, required: true });
const layer = (id: TechLayer['id']) => ({ id, name: m.layers[id].name, description: m.layers[id].description });

export const techLayers: readonly TechLayer[] = [
  { ...layer('frontend'), technologies: ['React', 'Vite', tech.serviceWorker], fields: [apiKey(10)] },
  { ...layer('backend'), technologies: ['Supabase', 'PostgREST'], fields: [apiKey(10)] },
  { ...layer('database'), technologies: ['PostgreSQL', tech.rowLevelSecurity], fields: [apiKey(10)] },
  {
    ...layer('ai'),
    technologies: ['OpenAI', tech.embeddings],
    fields: [apiKey(20), { name: 'modelName', label: f.modelName, type: 'text', placeholder: p.modelName, required: false }],
  },
  {
    ...layer('payments'),
    technologies: ['Stripe', tech.mobileMoney],
    fields: [
      { name: 'secretKey', label: f.secretKey, type: 'password', placeholder: 'sk_live_…', required: true },
      { name: 'publishableKey', label: f.publishableKey, type: 'text', placeholder: 'pk_live_…', required: true },
    ],
  },
  {
    ...layer('media'),
    technologies: ['CDN', tech.adaptiveVideo],
    fields: [apiKey(10), { name: 'appId', label: f.appId, type: 'text', placeholder: p.optional, required: false }],
  },
  {
    ...layer('analytics'),
    technologies: ['Mixpanel', tech.serverEvents],
    fields: [{ name: 'projectToken', label: f.projectToken, type: 'password', placeholder: p.atLeast10, required: true }],
  },
  {
    ...layer('integrations'),
    technologies: [tech.webhooks, 'Zapier'],
    fields: [
      { name: 'webhookUrl', label: f.webhookUrl, type: 'url', placeholder: 'https://…', required: false },
      { name: 'apiKey', label: f.apiKey, type: 'password', placeholder: p.optional, required: false },
    ],
  },
];

export const architectureNotes = [m.architecture.offlineFirst, m.architecture.smallSync, m.architecture.serverAuthority, m.architecture.secrets] as const;

/** Spec §9's claimed figures: sample content. */
export const performanceClaims = [m.performance.pageLoad, m.performance.apiResponse, m.performance.databaseQueries, m.performance.uptime, m.performance.syncAvailability] as const;
