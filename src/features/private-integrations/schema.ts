// The Generate API key form (spec §5): a name that is not blank, an optional description.
import * as v from 'valibot';
import { t } from '../../lib/i18n';
import { apiKeyLimits as limits, apiKeyTexts } from './texts';

// Messages are functions, so they read in the language active when the error is produced.
export const apiKeyFormSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(() => t(apiKeyTexts.messages.nameRequired)), v.maxLength(limits.name.max, () => limits.name.message)),
  description: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(limits.description.max, () => limits.description.message),
    v.transform((value) => (value === '' ? null : value)),
  ),
});
export type ApiKeyFormInput = v.InferInput<typeof apiKeyFormSchema>;

/** The fixed product prefix of every key (spec §7: prefix plus a random UUID without hyphens). */
export const API_KEY_PREFIX = 'mrf_live_';

export function generateApiKey(): string {
  return `${API_KEY_PREFIX}${crypto.randomUUID().replace(/-/g, '')}`;
}
