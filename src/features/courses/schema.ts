// Valibot schemas of the course, module and lesson forms, with the spec's messages (§5).
import * as v from 'valibot';
import { t, type Message } from '../../lib/i18n';
import { formatNumber } from '../../lib/i18n/format.ts';
import { LOCALE_CODES } from '../../lib/i18n/locales.ts';
import { courseLanguageTexts } from './language-texts.ts';
import { affiliateRateTexts, courseLimits, courseTexts } from './texts.ts';

/** Valibot calls the message when the issue is made, so the active language applies (never fixed at module load). */
const say = (message: Message) => () => t(message);
const limitMessage = (limit: { message: string }) => () => limit.message;

const m = {
  titleMin: say(courseTexts.validation.titleMin),
  descriptionMin: say(courseTexts.validation.descriptionMin),
  categoryRequired: say(courseTexts.validation.categoryRequired),
  priceMin: say(courseTexts.validation.priceMin),
  invalidUrl: say(courseTexts.validation.invalidUrl),
  required: say(courseTexts.validation.required),
  invalidInput: say(courseTexts.validation.invalidInput),
};
const affiliateInvalid = say(affiliateRateTexts.invalid);

export const COURSE_CATEGORIES = ['programming', 'design', 'business', 'marketing', 'personal-development', 'other'] as const;
export const COURSE_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;

/** Number inputs arrive as strings from forms; an empty string is "no value". */
const numberFromInput = (message: () => string) =>
  v.pipe(
    v.union([v.number(), v.string()], message),
    v.transform((value) => (typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : value)),
    v.number(message),
  );

const optionalUrl = (max: number, tooLong: () => string) =>
  v.optional(
    v.pipe(
      v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.url(m.invalidUrl))], m.invalidUrl),
      v.maxLength(max, tooLong),
    ),
    '',
  );

/** The affiliate rate's bounds (whole percent); the server refuses anything else. */
export const AFFILIATE_PERCENT_MAX = 30;
const affiliatePercent = v.optional(
  v.pipe(
    numberFromInput(affiliateInvalid),
    v.integer(affiliateInvalid),
    v.minValue(0, affiliateInvalid),
    v.maxValue(AFFILIATE_PERCENT_MAX, affiliateInvalid),
  ),
  0,
);
/** The language the course is taught in (issue 25); left out, a new course takes the creator's interface language. */
export const courseLanguage = v.optional(v.picklist(LOCALE_CODES, () => t(courseLanguageTexts.invalid)));
/** The highest price (in the course's currency) the server accepts: its minor units must fit an order's integer. */
export const COURSE_PRICE_MAX = 1_000_000;
const priceMax = () => t(courseTexts.validation.priceMax, { max: formatNumber(COURSE_PRICE_MAX) });
const price = v.optional(v.pipe(numberFromInput(m.priceMin), v.minValue(0, m.priceMin), v.maxValue(COURSE_PRICE_MAX, priceMax)), 0);

/** The price and affiliate rate alone, as the course editor changes them. */
export const courseSellingSchema = v.object({ price, affiliate_percent: affiliatePercent });
export type CourseSellingInput = v.InferInput<typeof courseSellingSchema>;

export const courseFormSchema = v.object({
  title: v.pipe(v.string(m.titleMin), v.trim(), v.minLength(3, m.titleMin), v.maxLength(courseLimits.title.max, limitMessage(courseLimits.title))),
  description: v.pipe(v.string(m.descriptionMin), v.trim(), v.minLength(10, m.descriptionMin), v.maxLength(courseLimits.description.max, limitMessage(courseLimits.description))),
  category: v.pipe(v.string(m.categoryRequired), v.nonEmpty(m.categoryRequired), v.picklist(COURSE_CATEGORIES, m.categoryRequired)),
  difficulty: v.optional(v.picklist(COURSE_DIFFICULTIES, m.invalidInput), 'beginner'),
  price,
  affiliate_percent: affiliatePercent,
  language: courseLanguage,
  thumbnail_url: optionalUrl(courseLimits.thumbnailUrl.max, limitMessage(courseLimits.thumbnailUrl)),
});
export type CourseFormInput = v.InferInput<typeof courseFormSchema>;
export type CourseFormValues = v.InferOutput<typeof courseFormSchema>;

export const moduleFormSchema = v.object({
  title: v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.required), v.maxLength(courseLimits.moduleTitle.max, limitMessage(courseLimits.moduleTitle))),
});
export type ModuleFormInput = v.InferInput<typeof moduleFormSchema>;

export const lessonFormSchema = v.object({
  title: v.pipe(v.string(m.titleMin), v.trim(), v.minLength(3, m.titleMin), v.maxLength(courseLimits.lessonTitle.max, limitMessage(courseLimits.lessonTitle))),
  content: v.optional(v.pipe(v.string(m.invalidInput), v.maxLength(courseLimits.lessonContent.max, limitMessage(courseLimits.lessonContent))), ''),
  video_url: optionalUrl(courseLimits.videoUrl.max, limitMessage(courseLimits.videoUrl)),
  duration: v.optional(
    v.union([v.literal(''), v.pipe(numberFromInput(m.invalidInput), v.minValue(0, m.invalidInput))], m.invalidInput),
    '',
  ),
  is_free: v.optional(v.boolean(m.invalidInput), false),
});
export type LessonFormInput = v.InferInput<typeof lessonFormSchema>;
export type LessonFormValues = v.InferOutput<typeof lessonFormSchema>;
