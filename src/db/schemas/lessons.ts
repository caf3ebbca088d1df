// Local schema of the `lessons` table: lesson bodies of courses the user teaches or is enrolled in.
import { toTypedRxJsonSchema, type ExtractDocumentTypeFromTypedRxJsonSchema } from 'rxdb';

export const lessonsSchemaLiteral = {
  title: 'lessons',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 36 },
    module_id: { type: 'string', maxLength: 36 },
    title: { type: 'string' },
    content: { type: ['string', 'null'] },
    video_url: { type: ['string', 'null'] },
    duration: { type: 'number', minimum: 0 },
    is_free: { type: 'boolean' },
    order_index: { type: 'number', minimum: 0, maximum: 1000000, multipleOf: 1 },
    created_at: { type: 'string' },
    server_xid: { type: ['number', 'null'] },
    server_modified: { type: ['string', 'null'] },
  },
  required: ['id', 'module_id', 'title', 'duration', 'is_free', 'order_index', 'created_at'],
  indexes: ['module_id'],
} as const;

export const lessonsSchema = toTypedRxJsonSchema(lessonsSchemaLiteral);
export type LessonDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof lessonsSchema>;
