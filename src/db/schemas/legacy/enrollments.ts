// Legacy (before data layer v2; read only by the upgrade in ../../legacy-upgrade.ts): local schema of the `enrollments` table: the signed-in learner's course enrolments.
import { toTypedRxJsonSchema, type ExtractDocumentTypeFromTypedRxJsonSchema } from 'rxdb';

export const enrollmentsSchemaLiteral = {
  title: 'enrollments',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 36 },
    student_id: { type: 'string', maxLength: 36 },
    course_id: { type: 'string', maxLength: 36 },
    enrolled_at: { type: 'string' },
    server_xid: { type: ['number', 'null'] },
    server_modified: { type: ['string', 'null'] },
  },
  required: ['id', 'student_id', 'course_id', 'enrolled_at'],
  indexes: ['course_id'],
} as const;

export const enrollmentsSchema = toTypedRxJsonSchema(enrollmentsSchemaLiteral);
export type EnrollmentDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof enrollmentsSchema>;
