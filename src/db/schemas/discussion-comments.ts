// Local schema of the `discussion_comments` table: comments of the discussions the device keeps, with the server's denormalised author fields.
import { toTypedRxJsonSchema, type ExtractDocumentTypeFromTypedRxJsonSchema } from 'rxdb';

export const discussionCommentsSchemaLiteral = {
  title: 'discussion_comments',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 36 },
    discussion_id: { type: 'string', maxLength: 36 },
    author_id: { type: 'string', maxLength: 36 },
    content: { type: 'string' },
    author_name: { type: ['string', 'null'] },
    author_avatar_url: { type: ['string', 'null'] },
    is_hidden: { type: 'boolean' },
    created_at: { type: 'string', maxLength: 40 },
    updated_at: { type: ['string', 'null'] },
    server_xid: { type: ['number', 'null'] },
    server_modified: { type: ['string', 'null'] },
  },
  required: ['id', 'discussion_id', 'author_id', 'content', 'is_hidden', 'created_at'],
  indexes: [['discussion_id', 'created_at']],
} as const;

export const discussionCommentsSchema = toTypedRxJsonSchema(discussionCommentsSchemaLiteral);
export type DiscussionCommentDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof discussionCommentsSchema>;
