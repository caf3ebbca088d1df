// The tech page's static content (spec §2 Tech, §3 tech layer credential fields, §9 claimed figures): the eight layers
// with the fields each asks for, the architecture notes and the performance claims. Descriptions are our sample content.

export interface CredentialField {
  name: string;
  label: string;
  type: 'password' | 'text' | 'url';
  placeholder: string;
  required: boolean;
}

export interface TechLayer {
  id: 'frontend' | 'backend' | 'database' | 'ai' | 'payments' | 'media' | 'analytics' | 'integrations';
  name: string;
  description: string;
  technologies: readonly string[];
  fields: readonly CredentialField[];
}

const apiKey = (min: number): CredentialField => ({ name: 'apiKey', label: 'API Key', type: 'password', placeholder: `At least ${min} characters`, required: true });

export const techLayers: readonly TechLayer[] = [
  { id: 'frontend', name: 'Frontend', description: 'The installable web app learners use on their phones.', technologies: ['React', 'Vite', 'Service worker'], fields: [apiKey(10)] },
  { id: 'backend', name: 'Backend', description: 'Authentication, the API and the sync endpoints.', technologies: ['Supabase', 'PostgREST'], fields: [apiKey(10)] },
  { id: 'database', name: 'Database', description: 'Where every course, discussion and XP event is kept.', technologies: ['PostgreSQL', 'Row-level security'], fields: [apiKey(10)] },
  {
    id: 'ai',
    name: 'AI',
    description: 'The model behind the study buddy and the course builder.',
    technologies: ['OpenAI', 'Embeddings'],
    fields: [apiKey(20), { name: 'modelName', label: 'Model Name', type: 'text', placeholder: 'e.g. gpt-4o-mini (optional)', required: false }],
  },
  {
    id: 'payments',
    name: 'Payments',
    description: 'Card and mobile money payments for paid courses.',
    technologies: ['Stripe', 'Mobile money'],
    fields: [
      { name: 'secretKey', label: 'Secret Key', type: 'password', placeholder: 'sk_live_…', required: true },
      { name: 'publishableKey', label: 'Publishable Key', type: 'text', placeholder: 'pk_live_…', required: true },
    ],
  },
  {
    id: 'media',
    name: 'Media',
    description: 'Video hosting and image delivery sized for slow networks.',
    technologies: ['CDN', 'Adaptive video'],
    fields: [apiKey(10), { name: 'appId', label: 'App ID', type: 'text', placeholder: 'Optional', required: false }],
  },
  {
    id: 'analytics',
    name: 'Analytics',
    description: 'Learning and product analytics without heavy scripts.',
    technologies: ['Mixpanel', 'Server events'],
    fields: [{ name: 'projectToken', label: 'Project Token', type: 'password', placeholder: 'At least 10 characters', required: true }],
  },
  {
    id: 'integrations',
    name: 'Integrations',
    description: 'Webhooks that connect Maarifa to the tools you already use.',
    technologies: ['Webhooks', 'Zapier'],
    fields: [
      { name: 'webhookUrl', label: 'Webhook URL', type: 'url', placeholder: 'https://…', required: false },
      { name: 'apiKey', label: 'API Key', type: 'password', placeholder: 'Optional', required: false },
    ],
  },
];

export const architectureNotes = [
  { title: 'Offline first', text: 'Every write goes to the device first and syncs in the background when a connection returns.' },
  { title: 'Small sync', text: 'Changes travel in batches by table with checkpoints, so a catch-up costs a few requests.' },
  { title: 'Server authority', text: 'Row-level security, constraints and triggers enforce every rule on the server.' },
  { title: 'Secrets stay secret', text: 'Credentials are written once and come back to devices masked to their last four characters.' },
] as const;

/** Spec §9's claimed figures: sample content. */
export const performanceClaims = [
  { label: 'Page load', value: 'under 2s' },
  { label: 'API response', value: 'under 100ms' },
  { label: 'Database queries', value: 'under 50ms' },
  { label: 'Uptime', value: '99.9%' },
  { label: 'Sync availability', value: '99.95%' },
] as const;
