// Local schema of the `profiles` table: the signed-in user's own profile only.
import { toTypedRxJsonSchema, type ExtractDocumentTypeFromTypedRxJsonSchema } from 'rxdb';

export const profilesSchemaLiteral = {
  title: 'profiles',
  version: 0,
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
    created_at: { type: 'string' },
    server_xid: { type: ['number', 'null'] },
    server_modified: { type: ['string', 'null'] },
  },
  required: ['id', 'skills', 'created_at'],
} as const;

export const profilesSchema = toTypedRxJsonSchema(profilesSchemaLiteral);
export type ProfileDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof profilesSchema>;
