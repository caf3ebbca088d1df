// Local schema of the `discussions` table, with the server's denormalised author fields.
import { toTypedRxJsonSchema, type ExtractDocumentTypeFromTypedRxJsonSchema } from 'rxdb';

export const discussionsSchemaLiteral = {
  title: 'discussions',
  version: 1,
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
    /** Server-kept. */
    comment_count: { type: 'number' },
    /** Hidden by a moderator: only its author and admins still see it. */
    is_hidden: { type: 'boolean' },
    tags: { type: 'array', items: { type: 'string' } },
    author_name: { type: ['string', 'null'] },
    author_avatar_url: { type: ['string', 'null'] },
    created_at: { type: 'string', maxLength: 40 },
    server_xid: { type: ['number', 'null'] },
    server_modified: { type: ['string', 'null'] },
  },
  required: ['id', 'title', 'upvotes', 'view_count', 'is_pinned', 'comment_count', 'is_hidden', 'tags', 'created_at'],
  indexes: ['created_at'],
} as const;

/** Version 0 → 1 added the comment count and the hidden flag; the next pull brings the real values. */
export const discussionsMigrationStrategies = {
  1: (doc: Record<string, unknown>) => ({ ...doc, comment_count: 0, is_hidden: false }),
};

export const discussionsSchema = toTypedRxJsonSchema(discussionsSchemaLiteral);
export type DiscussionDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof discussionsSchema>;
