// The Tech page's texts (spec §2 Tech, §5 tech connection rules, §8 connection messages).
import { defineMessages } from '../../lib/i18n';

export const techTexts = defineMessages('tech', {
  title: 'Tech Stack',
  description: 'Connect the services behind your Maarifa platform: AI, payments, media, analytics and integrations.',
  lead: 'Connect each layer of the platform. Keys are stored on the server and never shown again in full.',
  tabs: { stack: 'Tech Stack', architecture: 'Architecture', performance: 'Performance' },
  remove: 'Disconnect',
  removeItem: 'Disconnect {name}',
  connected: 'Connected',
  notConnected: 'Not connected',
  confirmBody: 'Disconnect {name}? Its stored keys are deleted.',
  rules: {
    aiKey: 'API key must be at least 20 characters',
    secretKey: 'Secret key must be at least 20 characters',
    publishableKey: 'Publishable key must be at least 20 characters',
    apiKey: 'API key must be at least 10 characters',
    projectToken: 'Project token must be at least 10 characters',
    url: 'Must be a valid URL',
    required: 'Required',
  },
  messages: {
    notLoggedIn: 'You must be logged in to save connections',
    saved: 'Tech stack connected successfully',
    disconnected: 'Disconnected',
    disconnectedDescription: 'Tech stack connection removed successfully',
    disconnectFailed: 'Failed to disconnect',
  },
  architectureLead: 'How the platform is built to work on patchy, expensive networks.',
  performanceLead: 'The targets the platform is built to (sample figures).',
});
