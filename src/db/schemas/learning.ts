// Local schema of the `learning` collection: the signed-in learner's enrolments and completed lessons (server tables enrollments, lesson_progress), told apart by `kind`.
import { toTypedRxJsonSchema, type ExtractDocumentTypeFromTypedRxJsonSchema } from 'rxdb';

export const learningSchemaLiteral = {
  title: 'learning',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 36 },
    /** `enrollment` (a row of enrollments) or `lesson_progress` (a completed lesson). */
    kind: { type: 'string', enum: ['enrollment', 'lesson_progress'], maxLength: 20 },
    student_id: { type: 'string', maxLength: 36 },
    /** An enrolment's course; for a completed lesson the server fills it in (server-kept). */
    course_id: { type: ['string', 'null'] },
    lesson_id: { type: ['string', 'null'] },
    enrolled_at: { type: ['string', 'null'] },
    completed_at: { type: ['string', 'null'] },
    server_xid: { type: ['number', 'null'] },
    server_modified: { type: ['string', 'null'] },
  },
  required: ['id', 'kind', 'student_id'],
  indexes: ['kind'],
} as const;

export const learningSchema = toTypedRxJsonSchema(learningSchemaLiteral);
export type LearningDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof learningSchema>;
/** An enrolment, as the `learning` collection holds it. */
export type EnrollmentDoc = LearningDoc & { kind: 'enrollment'; course_id: string; enrolled_at: string };
/** A completed lesson, as the `learning` collection holds it. */
export type LessonProgressDoc = LearningDoc & { kind: 'lesson_progress'; lesson_id: string; completed_at: string };
