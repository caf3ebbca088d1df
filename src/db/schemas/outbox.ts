// Local-only queue of one-way submissions (applications, contact messages) waiting to be inserted on the server once.
import { toTypedRxJsonSchema, type ExtractDocumentTypeFromTypedRxJsonSchema } from 'rxdb';

export const outboxSchemaLiteral = {
  title: 'outbox',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    // The id is also the server row's id, which is what makes a retried insert a no-op.
    id: { type: 'string', maxLength: 36 },
    kind: { type: 'string', enum: ['instructor_applications', 'affiliate_applications', 'contact_messages'] },
    payload: { type: 'object' },
    status: { type: 'string', enum: ['pending', 'delivered', 'failed'], maxLength: 12 },
    error: { type: ['string', 'null'] },
    created_at: { type: 'string', maxLength: 40 },
    delivered_at: { type: ['string', 'null'] },
  },
  required: ['id', 'kind', 'payload', 'status', 'created_at'],
  indexes: [['status', 'created_at']],
} as const;

export const outboxSchema = toTypedRxJsonSchema(outboxSchemaLiteral);
export type OutboxDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof outboxSchema>;
export type OutboxKind = OutboxDoc['kind'];
