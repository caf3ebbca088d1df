// What the Study Buddy answers to one message, decided on the device from the study index: a question gets quoted
// passages (or an honest "not found" with the course outlines), "Summarise <lesson>" an extractive summary, "Remind me…"
// a reminder to save. Pure: no storage, no network, no clock of its own.
import { summariseText, type LessonSummary } from '../../../lib/extractive-summary';
import { isReminderRequest, parseReminder, type ReminderRequest } from './reminders';
import { courseHref, lessonHref, quotePassage, type StudyIndex } from './study-index';

/** At most this many passages in one answer. */
export const MAX_PASSAGES = 3;
/** A further passage must score at least this share of the best one, so a weak match does not dilute a good answer. */
export const RELATIVE_SCORE_FLOOR = 0.35;
/** How many course outlines a "not found" reply suggests. */
export const MAX_OUTLINES = 3;

export type AnswerPassage = { courseTitle: string; lessonTitle: string | null; href: string; quote: string };
export type OutlineLink = { courseTitle: string; href: string };

export type BuddyReply =
  | { kind: 'greeting' }
  | { kind: 'no-material' }
  | { kind: 'answer'; passages: AnswerPassage[] }
  | { kind: 'no-match'; question: string; outlines: OutlineLink[] }
  | { kind: 'summary'; courseTitle: string; lessonTitle: string; href: string; summary: LessonSummary }
  | { kind: 'summary-not-found'; name: string; outlines: OutlineLink[] }
  | { kind: 'summary-which' }
  | { kind: 'reminder'; request: ReminderRequest }
  | { kind: 'reminder-unclear' };

const SUMMARY_REQUEST = /^\s*(?:please\s+|can you\s+|could you\s+)?(?:summari[sz]e|give me a summary of|summary of|sum up|tl;?dr(?: of)?)\b[\s:,-]*(.*)$/i;
const GREETING = /^\s*(?:hi|hello|hey|habari|jambo|mambo|sawubona|thanks|thank you|asante)\b[\s!.,]*(?:buddy)?[\s!.]*$/i;

/** The lesson name in "Summarise the lesson 'Costing and pricing'." */
export function readSummaryRequest(text: string): string | null {
  const match = SUMMARY_REQUEST.exec(text);
  if (!match) return null;
  return match[1]!
    .replace(/^(?:the\s+)?(?:lesson\s+)?(?:on\s+|about\s+|called\s+)?/i, '')
    .replace(/^["'“‘]|["'”’.!?]+$/g, '')
    .trim();
}

function outlines(index: StudyIndex): OutlineLink[] {
  return index.courses.slice(0, MAX_OUTLINES).map((course) => ({ courseTitle: course.title, href: courseHref(course.id) }));
}

/** Answers a question from the passages on the device, or says honestly that none matches. */
export function answerQuestion(index: StudyIndex, question: string): BuddyReply {
  if (index.courses.length === 0) return { kind: 'no-material' };
  const hits = index.search(question);
  const top = hits[0];
  if (!top) return { kind: 'no-match', question, outlines: outlines(index) };
  const passages = hits
    .filter((hit) => hit.score >= top.score * RELATIVE_SCORE_FLOOR)
    .slice(0, MAX_PASSAGES)
    .map(({ passage, terms }): AnswerPassage => {
      const lesson = passage.lessonId ? index.lessons.get(passage.lessonId) : undefined;
      const courseTitle = lesson?.courseTitle ?? passage.title;
      return {
        courseTitle,
        lessonTitle: lesson?.title ?? null,
        href: lesson ? lessonHref(lesson.courseId, lesson.id) : courseHref(passage.courseId),
        quote: quotePassage(passage.text, terms),
      };
    });
  return { kind: 'answer', passages };
}

export function summariseLesson(index: StudyIndex, name: string): BuddyReply {
  if (index.courses.length === 0) return { kind: 'no-material' };
  if (!name) return { kind: 'summary-which' };
  const lesson = index.findLesson(name);
  if (!lesson) return { kind: 'summary-not-found', name, outlines: outlines(index) };
  return { kind: 'summary', courseTitle: lesson.courseTitle, lessonTitle: lesson.title, href: lessonHref(lesson.courseId, lesson.id), summary: summariseText(lesson.content) };
}

export function respond(index: StudyIndex, message: string, now: Date): BuddyReply {
  if (GREETING.test(message)) return { kind: 'greeting' };
  if (isReminderRequest(message)) {
    const request = parseReminder(message, now);
    return request ? { kind: 'reminder', request } : { kind: 'reminder-unclear' };
  }
  const lessonName = readSummaryRequest(message);
  if (lessonName !== null) return summariseLesson(index, lessonName);
  return answerQuestion(index, message);
}
