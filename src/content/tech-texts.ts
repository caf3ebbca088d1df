// The tech page's content in the learner's language: the layers, their credential fields, the architecture notes and
// the claimed figures (spec §2 Tech, §3, §9); our sample content.
import { defineMessages } from '../lib/i18n';

export const techContentTexts = defineMessages('techContent', {
  fields: {
    apiKey: 'API Key',
    modelName: 'Model Name',
    secretKey: 'Secret Key',
    publishableKey: 'Publishable Key',
    appId: 'App ID',
    projectToken: 'Project Token',
    webhookUrl: 'Webhook URL',
  },
  placeholders: {
    atLeast10: 'At least 10 characters',
    atLeast20: 'At least 20 characters',
    optional: 'Optional',
    modelName: 'e.g. gpt-4o-mini (optional)',
  },
  layers: {
    frontend: { name: 'Frontend', description: 'The installable web app learners use on their phones.' },
    backend: { name: 'Backend', description: 'Authentication, the API and the sync endpoints.' },
    database: { name: 'Database', description: 'Where every course, discussion and XP event is kept.' },
    ai: { name: 'AI', description: 'The model behind the study buddy and the course builder.' },
    payments: { name: 'Payments', description: 'Card and mobile money payments for paid courses.' },
    media: { name: 'Media', description: 'Video hosting and image delivery sized for slow networks.' },
    analytics: { name: 'Analytics', description: 'Learning and product analytics without heavy scripts.' },
    integrations: { name: 'Integrations', description: 'Webhooks that connect Maarifa to the tools you already use.' },
  },
  technologies: {
    serviceWorker: 'Service worker',
    rowLevelSecurity: 'Row-level security',
    embeddings: 'Embeddings',
    mobileMoney: 'Mobile money',
    adaptiveVideo: 'Adaptive video',
    serverEvents: 'Server events',
    webhooks: 'Webhooks',
  },
  architecture: {
    offlineFirst: { title: 'Offline first', text: 'Every write goes to the device first and syncs in the background when a connection returns.' },
    smallSync: { title: 'Small sync', text: 'Changes travel in batches by table with checkpoints, so a catch-up costs a few requests.' },
    serverAuthority: { title: 'Server authority', text: 'Row-level security, constraints and triggers enforce every rule on the server.' },
    secrets: { title: 'Secrets stay secret', text: 'Credentials are written once and come back to devices masked to their last four characters.' },
  },
  performance: {
    pageLoad: { label: 'Page load', value: 'under 2s' },
    apiResponse: { label: 'API response', value: 'under 100ms' },
    databaseQueries: { label: 'Database queries', value: 'under 50ms' },
    uptime: { label: 'Uptime', value: '99.9%' },
    syncAvailability: { label: 'Sync availability', value: '99.95%' },
  },
});
