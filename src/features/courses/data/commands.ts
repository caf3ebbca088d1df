// The only writers of course data: validate with the form schemas, apply the §5 storage conversions, write to RxDB.
import * as v from 'valibot';
import { convertDurationToMinutes, convertEmptyToNull, type MaarifaDatabase } from '../../../db';
import {
  courseFormSchema,
  courseSellingSchema,
  lessonFormSchema,
  moduleFormSchema,
  type CourseFormInput,
  type CourseSellingInput,
  type LessonFormInput,
  type ModuleFormInput,
} from '../schema.ts';
import { getFieldErrors } from '../../../lib/field-errors.ts';
import { fail, type CommandResult } from '../../../lib/command-result.ts';
import { activeLocale, t } from '../../../lib/i18n';
import { courseTexts } from '../texts.ts';
import { isLocale } from '../../../lib/i18n/locales.ts';
import { courseLanguageTexts } from '../language-texts.ts';

export type { CommandResult };

function getNow(): string {
  return new Date().toISOString();
}

/** A new course is a draft owned by the signed-in user; it is written locally and syncs in the background. */
export async function createCourse(
  db: MaarifaDatabase,
  instructorId: string | null | undefined,
  input: CourseFormInput,
): Promise<CommandResult<{ id: string }>> {
  if (!instructorId) return fail(t(courseTexts.errors.notLoggedIn));
  const parsed = v.safeParse(courseFormSchema, input);
  if (!parsed.success) return fail(parsed.issues[0].message, getFieldErrors(parsed.issues));
  const values = parsed.output;
  const id = crypto.randomUUID();
  await db.courses.insert({
    id,
    instructor_id: instructorId,
    title: values.title,
    description: values.description,
    category: values.category,
    difficulty: values.difficulty,
    price: values.price,
    affiliate_percent: values.affiliate_percent,
    // The creator's interface language unless they chose another: most teach in the language they read.
    language: values.language ?? activeLocale(),
    thumbnail_url: convertEmptyToNull(values.thumbnail_url),
    status: 'draft',
    total_students: 0,
    average_rating: null,
    total_duration: 0,
    instructor_name: null,
    instructor_avatar_url: null,
    created_at: getNow(),
    updated_at: null,
    server_xid: null,
    server_modified: null,
  });
  return { ok: true, value: { id } };
}

/** Edits a course's form fields (title, description, …); status changes go through publishCourse. */
export async function updateCourse(db: MaarifaDatabase, courseId: string, input: CourseFormInput): Promise<CommandResult<{ id: string }>> {
  const parsed = v.safeParse(courseFormSchema, input);
  if (!parsed.success) return fail(parsed.issues[0].message, getFieldErrors(parsed.issues));
  const course = await db.courses.findOne(courseId).exec();
  if (!course) return fail(t(courseTexts.validation.invalidInput));
  const values = parsed.output;
  await course.incrementalPatch({
    title: values.title,
    description: values.description,
    category: values.category,
    difficulty: values.difficulty,
    price: values.price,
    affiliate_percent: values.affiliate_percent,
    ...(values.language ? { language: values.language } : {}),
    thumbnail_url: convertEmptyToNull(values.thumbnail_url),
    updated_at: getNow(),
  });
  return { ok: true, value: { id: courseId } };
}

/** The creator changes the course's price and affiliate rate (0..30 whole percent; the server refuses anything else). */
export async function updateCourseSelling(db: MaarifaDatabase, courseId: string, input: CourseSellingInput): Promise<CommandResult<{ id: string }>> {
  const parsed = v.safeParse(courseSellingSchema, input);
  if (!parsed.success) return fail(parsed.issues[0].message, getFieldErrors(parsed.issues));
  const course = await db.courses.findOne(courseId).exec();
  if (!course) return fail(t(courseTexts.validation.invalidInput));
  await course.incrementalPatch({ price: parsed.output.price, affiliate_percent: parsed.output.affiliate_percent, updated_at: getNow() });
  return { ok: true, value: { id: courseId } };
}

/** The creator changes the language the course is taught in (one of the shipped languages; the server refuses others). */
export async function updateCourseLanguage(db: MaarifaDatabase, courseId: string, language: string): Promise<CommandResult<{ id: string }>> {
  if (!isLocale(language)) return fail(t(courseLanguageTexts.invalid), { language: t(courseLanguageTexts.invalid) });
  const course = await db.courses.findOne(courseId).exec();
  if (!course) return fail(t(courseTexts.validation.invalidInput));
  await course.incrementalPatch({ language, updated_at: getNow() });
  return { ok: true, value: { id: courseId } };
}

/** A new module goes after the last one: order_index is one more than the current maximum, starting at 0. */
export async function addModule(db: MaarifaDatabase, courseId: string, input: ModuleFormInput): Promise<CommandResult<{ id: string }>> {
  const parsed = v.safeParse(moduleFormSchema, input);
  if (!parsed.success) return fail(parsed.issues[0].message, getFieldErrors(parsed.issues));
  const siblings = await db.course_modules.find({ selector: { course_id: courseId } }).exec();
  const id = crypto.randomUUID();
  await db.course_modules.insert({
    id,
    course_id: courseId,
    title: parsed.output.title,
    order_index: getNextOrderIndex(siblings.map((module) => module.order_index)),
    created_at: getNow(),
    server_xid: null,
    server_modified: null,
  });
  return { ok: true, value: { id } };
}

export async function addLesson(db: MaarifaDatabase, moduleId: string, input: LessonFormInput): Promise<CommandResult<{ id: string }>> {
  const parsed = v.safeParse(lessonFormSchema, input);
  if (!parsed.success) return fail(parsed.issues[0].message, getFieldErrors(parsed.issues));
  const values = parsed.output;
  const siblings = await db.lessons.find({ selector: { module_id: moduleId } }).exec();
  const id = crypto.randomUUID();
  await db.lessons.insert({
    id,
    module_id: moduleId,
    title: values.title,
    content: convertEmptyToNull(values.content),
    video_url: convertEmptyToNull(values.video_url),
    duration: convertDurationToMinutes(values.duration),
    is_free: values.is_free,
    order_index: getNextOrderIndex(siblings.map((lesson) => lesson.order_index)),
    created_at: getNow(),
    server_xid: null,
    server_modified: null,
  });
  return { ok: true, value: { id } };
}

/** A delete is a soft delete that syncs like any other write. */
export async function deleteLesson(db: MaarifaDatabase, lessonId: string): Promise<CommandResult<{ id: string }>> {
  const lesson = await db.lessons.findOne(lessonId).exec();
  if (lesson) await lesson.remove();
  return { ok: true, value: { id: lessonId } };
}

/** Draft → published; needs at least one module (the server enforces the same rule). */
export async function publishCourse(db: MaarifaDatabase, courseId: string): Promise<CommandResult<{ id: string }>> {
  const course = await db.courses.findOne(courseId).exec();
  if (!course) return fail(t(courseTexts.validation.invalidInput));
  const moduleCount = await db.course_modules.count({ selector: { course_id: courseId } }).exec();
  if (moduleCount === 0) return fail(t(courseTexts.validation.invalidInput));
  if (course.status !== 'published') await course.incrementalPatch({ status: 'published', updated_at: getNow() });
  return { ok: true, value: { id: courseId } };
}

/** Enrols the signed-in learner once; enrolling again returns the existing enrolment. */
export async function enrollInCourse(db: MaarifaDatabase, studentId: string, courseId: string): Promise<CommandResult<{ id: string }>> {
  const existing = await db.learning.findOne({ selector: { kind: 'enrollment', student_id: studentId, course_id: courseId } }).exec();
  if (existing) return { ok: true, value: { id: existing.id } };
  // A paid course's enrolment is written by the server after a verified payment (issue #24), never by the device.
  const course = await db.courses.findOne(courseId).exec();
  if (course && course.price > 0) return fail(t(courseTexts.checkout.paidCourseNeedsPurchase));
  const id = crypto.randomUUID();
  await db.learning.insert({
    id,
    kind: 'enrollment',
    student_id: studentId,
    course_id: courseId,
    lesson_id: null,
    enrolled_at: getNow(),
    completed_at: null,
    server_xid: null,
    server_modified: null,
  });
  return { ok: true, value: { id } };
}

/** A lesson_progress row means "completed"; marking twice keeps the first completion. */
export async function markLessonComplete(
  db: MaarifaDatabase,
  studentId: string,
  lessonId: string,
  courseId: string | null = null,
): Promise<CommandResult<{ id: string }>> {
  const existing = await db.learning.findOne({ selector: { kind: 'lesson_progress', student_id: studentId, lesson_id: lessonId } }).exec();
  if (existing) return { ok: true, value: { id: existing.id } };
  const id = crypto.randomUUID();
  await db.learning.insert({
    id,
    kind: 'lesson_progress',
    student_id: studentId,
    lesson_id: lessonId,
    course_id: courseId,
    enrolled_at: null,
    completed_at: getNow(),
    server_xid: null,
    server_modified: null,
  });
  return { ok: true, value: { id } };
}

function getNextOrderIndex(existing: number[]): number {
  return existing.length === 0 ? 0 : Math.max(...existing) + 1;
}
