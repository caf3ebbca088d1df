// Valibot schemas of the course, module and lesson forms, with the spec's messages (§5).
import * as v from 'valibot';
import { courseTexts } from './texts.ts';

const m = courseTexts.validation;

export const COURSE_CATEGORIES = ['programming', 'design', 'business', 'marketing', 'personal-development', 'other'] as const;
export const COURSE_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;

/** Number inputs arrive as strings from forms; an empty string is "no value". */
const numberFromInput = (message: string) =>
  v.pipe(
    v.union([v.number(), v.string()], message),
    v.transform((value) => (typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : value)),
    v.number(message),
  );

const optionalUrl = v.optional(v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.url(m.invalidUrl))], m.invalidUrl), '');

export const courseFormSchema = v.object({
  title: v.pipe(v.string(m.titleMin), v.trim(), v.minLength(3, m.titleMin)),
  description: v.pipe(v.string(m.descriptionMin), v.trim(), v.minLength(10, m.descriptionMin)),
  category: v.pipe(v.string(m.categoryRequired), v.nonEmpty(m.categoryRequired), v.picklist(COURSE_CATEGORIES, m.categoryRequired)),
  difficulty: v.optional(v.picklist(COURSE_DIFFICULTIES, m.invalidInput), 'beginner'),
  price: v.optional(v.pipe(numberFromInput(m.priceMin), v.minValue(0, m.priceMin)), 0),
  thumbnail_url: optionalUrl,
});
export type CourseFormInput = v.InferInput<typeof courseFormSchema>;
export type CourseFormValues = v.InferOutput<typeof courseFormSchema>;

export const moduleFormSchema = v.object({
  title: v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.required)),
});
export type ModuleFormInput = v.InferInput<typeof moduleFormSchema>;

export const lessonFormSchema = v.object({
  title: v.pipe(v.string(m.titleMin), v.trim(), v.minLength(3, m.titleMin)),
  content: v.optional(v.string(m.invalidInput), ''),
  video_url: optionalUrl,
  duration: v.optional(
    v.union([v.literal(''), v.pipe(numberFromInput(m.invalidInput), v.minValue(0, m.invalidInput))], m.invalidInput),
    '',
  ),
  is_free: v.optional(v.boolean(m.invalidInput), false),
});
export type LessonFormInput = v.InferInput<typeof lessonFormSchema>;
export type LessonFormValues = v.InferOutput<typeof lessonFormSchema>;
