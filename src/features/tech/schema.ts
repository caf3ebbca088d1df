// Spec §5's rules for the tech layers' credential fields, with their messages (read in the active language when shown).
import type { TechLayer } from '../../content/tech';
import { minLength, urlOrEmpty, type FieldRules } from '../../lib/credentials';
import { t, type Message } from '../../lib/i18n';
import { techTexts } from './texts';

const r = techTexts.rules;
const say = (message: Message) => () => t(message);

export function getLayerRules(layer: TechLayer['id']): FieldRules {
  switch (layer) {
    case 'ai':
      return { apiKey: minLength(20, say(r.aiKey)) };
    case 'payments':
      return { secretKey: minLength(20, say(r.secretKey)), publishableKey: minLength(20, say(r.publishableKey)) };
    case 'media':
      return { apiKey: minLength(10, say(r.apiKey)) };
    case 'analytics':
      return { projectToken: minLength(10, say(r.projectToken)) };
    case 'integrations':
      return { webhookUrl: urlOrEmpty(say(r.url)) };
    default:
      return { apiKey: minLength(10, say(r.apiKey)) };
  }
}
