// Legacy (before data layer v2; read only by the upgrade in ../../legacy-upgrade.ts): local schema of the `api_keys` table: only the key's SHA-256 hash and last four characters, never the key.
import { toTypedRxJsonSchema, type ExtractDocumentTypeFromTypedRxJsonSchema } from 'rxdb';

export const apiKeysSchemaLiteral = {
  title: 'api_keys',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 36 },
    user_id: { type: 'string', maxLength: 36 },
    name: { type: 'string' },
    description: { type: ['string', 'null'] },
    api_key_hash: { type: 'string' },
    api_key_last4: { type: 'string' },
    is_active: { type: 'boolean' },
    created_at: { type: 'string' },
    server_xid: { type: ['number', 'null'] },
    server_modified: { type: ['string', 'null'] },
  },
  required: ['id', 'user_id', 'name', 'api_key_hash', 'api_key_last4', 'is_active', 'created_at'],
} as const;

export const apiKeysSchema = toTypedRxJsonSchema(apiKeysSchemaLiteral);
export type ApiKeyDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof apiKeysSchema>;
