// Local schema of the `courses` table: the catalogue card fields plus the server's denormalised instructor fields.
import { toTypedRxJsonSchema, type ExtractDocumentTypeFromTypedRxJsonSchema } from 'rxdb';

export const coursesSchemaLiteral = {
  title: 'courses',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 36 },
    instructor_id: { type: 'string', maxLength: 36 },
    title: { type: 'string' },
    description: { type: ['string', 'null'] },
    category: { type: ['string', 'null'] },
    difficulty: { type: 'string', enum: ['beginner', 'intermediate', 'advanced'] },
    price: { type: 'number', minimum: 0 },
    thumbnail_url: { type: ['string', 'null'] },
    status: { type: 'string', maxLength: 16 },
    total_students: { type: 'number' },
    average_rating: { type: ['number', 'null'] },
    total_duration: { type: 'number' },
    instructor_name: { type: ['string', 'null'] },
    instructor_avatar_url: { type: ['string', 'null'] },
    created_at: { type: 'string' },
    updated_at: { type: ['string', 'null'] },
    server_xid: { type: ['number', 'null'] },
    server_modified: { type: ['string', 'null'] },
  },
  required: ['id', 'instructor_id', 'title', 'difficulty', 'price', 'status', 'created_at'],
  indexes: ['status'],
} as const;

export const coursesSchema = toTypedRxJsonSchema(coursesSchemaLiteral);
export type CourseDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof coursesSchema>;
