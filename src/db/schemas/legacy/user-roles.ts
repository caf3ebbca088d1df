// Legacy (before data layer v2; read only by the upgrade in ../../legacy-upgrade.ts): local schema of the `user_roles` table (pull only): lets role gating work offline.
import { toTypedRxJsonSchema, type ExtractDocumentTypeFromTypedRxJsonSchema } from 'rxdb';

export const userRolesSchemaLiteral = {
  title: 'user_roles',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 36 },
    user_id: { type: 'string', maxLength: 36 },
    role: { type: 'string', enum: ['learner', 'instructor', 'creator', 'affiliate', 'ambassador', 'admin', 'superadmin'] },
    created_at: { type: ['string', 'null'] },
    server_xid: { type: ['number', 'null'] },
    server_modified: { type: ['string', 'null'] },
  },
  required: ['id', 'user_id', 'role'],
} as const;

export const userRolesSchema = toTypedRxJsonSchema(userRolesSchemaLiteral);
export type UserRoleDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof userRolesSchema>;
