// Local schema of the `profiles` table: the signed-in user's own profile only, with the server-kept roles and XP standing.
import { toTypedRxJsonSchema, type ExtractDocumentTypeFromTypedRxJsonSchema } from 'rxdb';

export const profilesSchemaLiteral = {
  title: 'profiles',
  version: 2,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 36 },
    full_name: { type: ['string', 'null'] },
    email: { type: ['string', 'null'] },
    bio: { type: ['string', 'null'] },
    country: { type: ['string', 'null'] },
    skills: { type: 'array', items: { type: 'string' } },
    avatar_url: { type: ['string', 'null'] },
    rating: { type: ['number', 'null'] },
    /** The interface language the learner picked (src/lib/i18n/locales.ts), so it follows them to a new phone; null: none. */
    language: { type: ['string', 'null'], maxLength: 2 },
    created_at: { type: 'string' },
    /** Server-kept: active roles (role gating reads them offline), total XP and level (spec §3). */
    roles: { type: 'array', items: { type: 'string' } },
    xp_total: { type: 'number' },
    level: { type: 'number' },
    server_xid: { type: ['number', 'null'] },
    server_modified: { type: ['string', 'null'] },
  },
  required: ['id', 'skills', 'created_at', 'roles', 'xp_total', 'level'],
} as const;

/** Version 0 → 1 added the server-kept standing; the next pull brings the real values. */
export const profilesMigrationStrategies = {
  1: (doc: Record<string, unknown>) => ({ ...doc, roles: [], xp_total: 0, level: 1 }),
  /** Version 1 → 2 added the language (issue 25): none until the learner picks one or the next pull brings it. */
  2: (doc: Record<string, unknown>) => ({ ...doc, language: null }),
};

export const profilesSchema = toTypedRxJsonSchema(profilesSchemaLiteral);
export type ProfileDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof profilesSchema>;
