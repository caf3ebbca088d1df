// Legacy (before data layer v2; read only by the upgrade in ../../legacy-upgrade.ts): local schema of the `tech_connections` table; pulled credentials arrive masked to their last four characters.
import { toTypedRxJsonSchema, type ExtractDocumentTypeFromTypedRxJsonSchema } from 'rxdb';

export const techConnectionsSchemaLiteral = {
  title: 'tech_connections',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 36 },
    user_id: { type: 'string', maxLength: 36 },
    tech_id: { type: 'string' },
    credentials: { type: 'object' },
    is_active: { type: 'boolean' },
    created_at: { type: 'string' },
    updated_at: { type: ['string', 'null'] },
    server_xid: { type: ['number', 'null'] },
    server_modified: { type: ['string', 'null'] },
  },
  required: ['id', 'user_id', 'tech_id', 'credentials', 'is_active', 'created_at'],
} as const;

export const techConnectionsSchema = toTypedRxJsonSchema(techConnectionsSchemaLiteral);
export type TechConnectionDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof techConnectionsSchema>;
