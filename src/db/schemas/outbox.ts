// Local-only queue of one-way submissions (applications, contact messages) waiting to be inserted on the server once, admin decisions waiting to be sent once, and discussion views waiting to be recorded.
import { toTypedRxJsonSchema, type ExtractDocumentTypeFromTypedRxJsonSchema } from 'rxdb';

export const outboxSchemaLiteral = {
  title: 'outbox',
  version: 2,
  primaryKey: 'id',
  type: 'object',
  properties: {
    // The id is also the server row's id, which is what makes a retried insert a no-op.
    id: { type: 'string', maxLength: 36 },
    /**
     * A table to insert the payload into once; `admin_action`: an admin's decision, a call (src/db/admin-actions.ts) sent
     * once, in the order made; or `discussion_view`: the payload's discussion was opened (recorded once per user).
     */
    kind: { type: 'string', enum: ['instructor_applications', 'affiliate_applications', 'contact_messages', 'admin_action', 'discussion_view'] },
    payload: { type: 'object' },
    status: { type: 'string', enum: ['pending', 'delivered', 'failed'], maxLength: 12 },
    error: { type: ['string', 'null'] },
    created_at: { type: 'string', maxLength: 40 },
    delivered_at: { type: ['string', 'null'] },
  },
  required: ['id', 'kind', 'payload', 'status', 'created_at'],
  indexes: [['status', 'created_at']],
} as const;

/** Version 0 → 1 added the `discussion_view` kind, 1 → 2 the `admin_action` kind; entries stay as they are. */
export const outboxMigrationStrategies = {
  1: (doc: Record<string, unknown>) => doc,
  2: (doc: Record<string, unknown>) => doc,
};

export const outboxSchema = toTypedRxJsonSchema(outboxSchemaLiteral);
export type OutboxDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof outboxSchema>;
/** What a submission can be: a table that takes one-way inserts. */
export type OutboxKind = Exclude<OutboxDoc['kind'], 'discussion_view' | 'admin_action'>;
