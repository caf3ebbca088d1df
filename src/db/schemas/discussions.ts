// Local schema of the `discussions` table, with the server's denormalised author fields.
import { toTypedRxJsonSchema, type ExtractDocumentTypeFromTypedRxJsonSchema } from 'rxdb';

export const discussionsSchemaLiteral = {
  title: 'discussions',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 36 },
    author_id: { type: ['string', 'null'] },
    title: { type: 'string' },
    content: { type: ['string', 'null'] },
    upvotes: { type: 'number' },
    view_count: { type: 'number' },
    is_pinned: { type: 'boolean' },
    tags: { type: 'array', items: { type: 'string' } },
    author_name: { type: ['string', 'null'] },
    author_avatar_url: { type: ['string', 'null'] },
    created_at: { type: 'string', maxLength: 40 },
    server_xid: { type: ['number', 'null'] },
    server_modified: { type: ['string', 'null'] },
  },
  required: ['id', 'title', 'upvotes', 'view_count', 'is_pinned', 'tags', 'created_at'],
  indexes: ['created_at'],
} as const;

export const discussionsSchema = toTypedRxJsonSchema(discussionsSchemaLiteral);
export type DiscussionDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof discussionsSchema>;
