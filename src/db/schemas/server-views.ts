// Local schema of the `server_views` collection (pull only): read models the server computes for this user (leaderboard, community stats, suggested peers, recent activity, my applications), one document per name, replaced whole.
import { toTypedRxJsonSchema, type ExtractDocumentTypeFromTypedRxJsonSchema } from 'rxdb';

export const serverViewsSchemaLiteral = {
  title: 'server_views',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 36 },
    name: { type: 'string', maxLength: 40 },
    /** The view's content as the server computed it; each feature validates the shape it reads. */
    data: { type: ['object', 'array', 'null'] },
    version: { type: 'number' },
    server_xid: { type: ['number', 'null'] },
    server_modified: { type: ['string', 'null'] },
  },
  required: ['id', 'name', 'version'],
  indexes: ['name'],
} as const;

export const serverViewsSchema = toTypedRxJsonSchema(serverViewsSchemaLiteral);
export type ServerViewDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof serverViewsSchema>;
