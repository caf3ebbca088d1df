// Local schema of the `votes` collection: the signed-in user's own upvotes (server table discussion_votes); one id per (user, discussion), a removed vote is deleted.
import { toTypedRxJsonSchema, type ExtractDocumentTypeFromTypedRxJsonSchema } from 'rxdb';

export const votesSchemaLiteral = {
  title: 'votes',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 36 },
    discussion_id: { type: 'string', maxLength: 36 },
    user_id: { type: 'string', maxLength: 36 },
    created_at: { type: 'string' },
    server_xid: { type: ['number', 'null'] },
    server_modified: { type: ['string', 'null'] },
  },
  required: ['id', 'discussion_id', 'user_id', 'created_at'],
  indexes: ['discussion_id'],
} as const;

export const votesSchema = toTypedRxJsonSchema(votesSchemaLiteral);
export type VoteDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof votesSchema>;
