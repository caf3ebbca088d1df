// The Generate API key form (spec §5): a name that is not blank, an optional description.
import * as v from 'valibot';
import { TEXT_LIMITS } from '../../lib/limits.ts';
import { apiKeyTexts } from './texts';

export const apiKeyFormSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(apiKeyTexts.messages.nameRequired), v.maxLength(TEXT_LIMITS.api_keys.name.max, apiKeyTexts.messages.nameMax)),
  description: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(TEXT_LIMITS.api_keys.description.max, apiKeyTexts.messages.descriptionMax),
    v.transform((value) => (value === '' ? null : value)),
  ),
});
export type ApiKeyFormInput = v.InferInput<typeof apiKeyFormSchema>;

/** The fixed product prefix of every key (spec §7: prefix plus a random UUID without hyphens). */
export const API_KEY_PREFIX = 'mrf_live_';

export function generateApiKey(): string {
  return `${API_KEY_PREFIX}${crypto.randomUUID().replace(/-/g, '')}`;
}
