// Legacy (before data layer v2; read only by the upgrade in ../../legacy-upgrade.ts): local schema of the `automation_workflows` table: trigger_config is an object and actions a list of objects.
import { toTypedRxJsonSchema, type ExtractDocumentTypeFromTypedRxJsonSchema } from 'rxdb';

export const automationWorkflowsSchemaLiteral = {
  title: 'automation_workflows',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 36 },
    creator_id: { type: 'string', maxLength: 36 },
    name: { type: 'string' },
    description: { type: ['string', 'null'] },
    trigger_type: { type: 'string' },
    trigger_config: { type: 'object' },
    actions: {
      type: 'array',
      items: {
        type: 'object',
        properties: { type: { type: 'string' }, config: { type: 'object' } },
        required: ['type', 'config'],
      },
    },
    is_active: { type: 'boolean' },
    created_at: { type: 'string' },
    server_xid: { type: ['number', 'null'] },
    server_modified: { type: ['string', 'null'] },
  },
  required: ['id', 'creator_id', 'name', 'trigger_type', 'trigger_config', 'actions', 'is_active', 'created_at'],
} as const;

export const automationWorkflowsSchema = toTypedRxJsonSchema(automationWorkflowsSchemaLiteral);
export type AutomationWorkflowDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof automationWorkflowsSchema>;
