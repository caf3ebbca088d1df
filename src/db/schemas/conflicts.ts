// Local-only list of the user's versions that lost to the server (conflict or rejection), kept until re-applied or dismissed.
import { toTypedRxJsonSchema, type ExtractDocumentTypeFromTypedRxJsonSchema } from 'rxdb';

export const conflictsSchemaLiteral = {
  title: 'conflicts',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 36 },
    collection_name: { type: 'string' },
    doc_id: { type: 'string' },
    reason: { type: 'string', enum: ['conflict', 'rejected'] },
    // The user's losing version, as it was in the local database.
    local: { type: 'object' },
    // The server's winning version; null when the server has no visible row.
    server: { type: ['object', 'null'] },
    code: { type: ['string', 'null'] },
    message: { type: ['string', 'null'] },
    created_at: { type: 'string', maxLength: 40 },
  },
  required: ['id', 'collection_name', 'doc_id', 'reason', 'local', 'created_at'],
  indexes: ['created_at'],
} as const;

export const conflictsSchema = toTypedRxJsonSchema(conflictsSchemaLiteral);
export type ConflictDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof conflictsSchema>;
