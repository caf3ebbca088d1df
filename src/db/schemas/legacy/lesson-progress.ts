// Legacy (before data layer v2; read only by the upgrade in ../../legacy-upgrade.ts): local schema of the `lesson_progress` table: which lessons the signed-in learner completed (a row means completed).
import { toTypedRxJsonSchema, type ExtractDocumentTypeFromTypedRxJsonSchema } from 'rxdb';

export const lessonProgressSchemaLiteral = {
  title: 'lesson_progress',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 36 },
    student_id: { type: 'string', maxLength: 36 },
    lesson_id: { type: 'string', maxLength: 36 },
    course_id: { type: ['string', 'null'] },
    completed_at: { type: 'string' },
    server_xid: { type: ['number', 'null'] },
    server_modified: { type: ['string', 'null'] },
  },
  required: ['id', 'student_id', 'lesson_id', 'completed_at'],
  indexes: ['lesson_id'],
} as const;

export const lessonProgressSchema = toTypedRxJsonSchema(lessonProgressSchemaLiteral);
export type LessonProgressDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof lessonProgressSchema>;
