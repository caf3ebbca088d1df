// Spec §5's rules for the tech layers' credential fields, with their messages.
import type { TechLayer } from '../../content/tech';
import { minLength, urlOrEmpty, type FieldRules } from '../../lib/credentials';
import { techTexts } from './texts';

const r = techTexts.rules;

export function getLayerRules(layer: TechLayer['id']): FieldRules {
  switch (layer) {
    case 'ai':
      return { apiKey: minLength(20, r.aiKey) };
    case 'payments':
      return { secretKey: minLength(20, r.secretKey), publishableKey: minLength(20, r.publishableKey) };
    case 'media':
      return { apiKey: minLength(10, r.apiKey) };
    case 'analytics':
      return { projectToken: minLength(10, r.projectToken) };
    case 'integrations':
      return { webhookUrl: urlOrEmpty(r.url) };
    default:
      return { apiKey: minLength(10, r.apiKey) };
  }
}
