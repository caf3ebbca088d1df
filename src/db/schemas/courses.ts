// Local schema of the `courses` table: the catalogue card fields plus the server's denormalised instructor fields.
import { toTypedRxJsonSchema, type ExtractDocumentTypeFromTypedRxJsonSchema } from 'rxdb';

export const coursesSchemaLiteral = {
  title: 'courses',
  version: 2,
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
    /** The commission (whole percent, 0..30) an affiliate earns on a sale of this course; set by its creator. */
    affiliate_percent: { type: 'number', minimum: 0, maximum: 30, multipleOf: 1 },
    thumbnail_url: { type: ['string', 'null'] },
    /** The language the course is taught in, one of the shipped ones (src/lib/i18n/locales.ts); the catalogue filters by it. */
    language: { type: 'string', maxLength: 2 },
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
  required: ['id', 'instructor_id', 'title', 'difficulty', 'price', 'language', 'status', 'created_at'],
  indexes: ['status'],
} as const;

/** Version 0 → 1 added the affiliate rate (issue 24); 0 until the next pull brings the server's value. */
export const coursesMigrationStrategies = {
  1: (doc: Record<string, unknown>) => ({ ...doc, affiliate_percent: 0 }),
  /** Version 1 → 2 added the language (issue 25): every course before it is English, on the server too. */
  2: (doc: Record<string, unknown>) => ({ ...doc, language: 'en' }),
};

export const coursesSchema = toTypedRxJsonSchema(coursesSchemaLiteral);
export type CourseDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof coursesSchema>;
