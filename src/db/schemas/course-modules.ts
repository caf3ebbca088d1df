// Local schema of the `course_modules` table: the ordered sections of a course.
import { toTypedRxJsonSchema, type ExtractDocumentTypeFromTypedRxJsonSchema } from 'rxdb';

export const courseModulesSchemaLiteral = {
  title: 'course_modules',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 36 },
    course_id: { type: 'string', maxLength: 36 },
    title: { type: 'string' },
    order_index: { type: 'number', minimum: 0, maximum: 1000000, multipleOf: 1 },
    created_at: { type: 'string' },
    server_xid: { type: ['number', 'null'] },
    server_modified: { type: ['string', 'null'] },
  },
  required: ['id', 'course_id', 'title', 'order_index', 'created_at'],
  indexes: ['course_id'],
} as const;

export const courseModulesSchema = toTypedRxJsonSchema(courseModulesSchemaLiteral);
export type CourseModuleDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof courseModulesSchema>;
