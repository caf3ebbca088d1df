// Local schema of the `creator_tools` collection: the user's automation workflows, tech connections and API keys (one server table each), told apart by `kind`.
import { toTypedRxJsonSchema, type ExtractDocumentTypeFromTypedRxJsonSchema } from 'rxdb';

export const creatorToolsSchemaLiteral = {
  title: 'creator_tools',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 36 },
    kind: { type: 'string', enum: ['automation_workflow', 'tech_connection', 'api_key'], maxLength: 20 },
    /** Owner of a workflow. */
    creator_id: { type: ['string', 'null'] },
    /** Owner of a tech connection or an API key. */
    user_id: { type: ['string', 'null'] },
    name: { type: ['string', 'null'] },
    description: { type: ['string', 'null'] },
    is_active: { type: 'boolean' },
    // automation_workflows
    trigger_type: { type: ['string', 'null'] },
    trigger_config: { type: ['object', 'null'] },
    actions: {
      type: ['array', 'null'],
      items: {
        type: 'object',
        properties: { type: { type: 'string' }, config: { type: 'object' } },
        required: ['type', 'config'],
      },
    },
    // tech_connections: credentials arrive masked to their last four characters
    tech_id: { type: ['string', 'null'] },
    credentials: { type: ['object', 'null'] },
    updated_at: { type: ['string', 'null'] },
    // api_keys: only the key's SHA-256 hash and last four characters, never the key
    api_key_hash: { type: ['string', 'null'] },
    api_key_last4: { type: ['string', 'null'] },
    created_at: { type: 'string' },
    server_xid: { type: ['number', 'null'] },
    server_modified: { type: ['string', 'null'] },
  },
  required: ['id', 'kind', 'is_active', 'created_at'],
  indexes: ['kind'],
} as const;

export const creatorToolsSchema = toTypedRxJsonSchema(creatorToolsSchemaLiteral);
export type CreatorToolDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof creatorToolsSchema>;
