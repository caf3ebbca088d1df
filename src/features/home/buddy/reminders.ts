// Study reminders as plain values: reading "Remind me to study at 7pm" (and '19:30', 'tomorrow at 6', 'every day at 7am'),
// the next time a reminder rings, and which reminder is due now. Local wall-clock time throughout: 7pm means 7pm wherever
// the phone is. Pure: every function is given `now`.
import * as v from 'valibot';

export const REMINDER_LABEL_MAX = 120;

/** One saved reminder, as kept in this device's storage (see reminders-store). */
export const studyReminderSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  label: v.pipe(v.string(), v.nonEmpty(), v.maxLength(REMINDER_LABEL_MAX)),
  hour: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(23)),
  minute: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(59)),
  repeat: v.picklist(['once', 'daily']),
  /** The first time it rings (ISO); for a daily reminder, every day after it at the same time. */
  startsAt: v.pipe(v.string(), v.isoTimestamp()),
  /** The last ring shown in the app (ISO), so it is not shown twice. */
  shownAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
});

export type StudyReminder = v.InferOutput<typeof studyReminderSchema>;

/** What a sentence asked for, before it is given an id. */
export type ReminderRequest = Pick<StudyReminder, 'label' | 'hour' | 'minute' | 'repeat' | 'startsAt'> & {
  /** A bare hour ("at 6") was read on the 24-hour clock; the reply says so, in case the evening was meant. */
  bareHour: boolean;
};

export const DEFAULT_REMINDER_LABEL = 'study';

const TIME = String.raw`(\d{1,2})(?:[:.h](\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?`;
const AT_TIME = new RegExp(String.raw`\bat\s+${TIME}(?![\w:])`, 'i');
// Without "at", only a time that cannot be a count: with minutes ("19:30") or with am/pm ("7pm").
const LOOSE_TIME = new RegExp(String.raw`\b(\d{1,2})(?:[:.h](\d{2})\s*(a\.?m\.?|p\.?m\.?)?|\s*(a\.?m\.?|p\.?m\.?))(?![\w:])`, 'i');
const DAILY = /\b(?:every\s*day|everyday|daily|each\s+day)\b/i;
const TOMORROW = /\btomorrow\b/i;
const NOON = /\b(?:at\s+)?(noon|midday|midnight)\b/i;

/** True when a message asks for a reminder at all (then parseReminder says whether its time was understood). */
export function isReminderRequest(text: string): boolean {
  return /\bremind(?:er)?s?\b/i.test(text);
}

type ClockTime = { hour: number; minute: number; bareHour: boolean; match: string };

function toClock(hourText: string, minuteText: string | undefined, meridiem: string | undefined, match: string): ClockTime | null {
  let hour = Number(hourText);
  const minute = minuteText === undefined ? 0 : Number(minuteText);
  if (minute > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    const pm = meridiem.toLowerCase().startsWith('p');
    hour = (hour % 12) + (pm ? 12 : 0);
  } else if (hour > 23) {
    return null;
  }
  // Only 1–11 could mean either half of the day; 0 and 12–23 can only be what they say.
  return { hour, minute, bareHour: !meridiem && minuteText === undefined && hour >= 1 && hour <= 11, match };
}

function readClock(text: string): ClockTime | null {
  const named = NOON.exec(text);
  if (named) return { hour: named[1]!.toLowerCase() === 'midnight' ? 0 : 12, minute: 0, bareHour: false, match: named[0] };
  const at = AT_TIME.exec(text);
  if (at) return toClock(at[1]!, at[2], at[3], at[0]);
  const loose = LOOSE_TIME.exec(text);
  if (loose) return toClock(loose[1]!, loose[2], loose[3] ?? loose[4], loose[0]);
  return null;
}

/** The first moment at `hour:minute` local time after `now` (today if still ahead, else tomorrow), or on the day after `now` when `tomorrow`. */
export function firstRing(now: Date, hour: number, minute: number, tomorrow = false): Date {
  const ring = new Date(now.getFullYear(), now.getMonth(), now.getDate() + (tomorrow ? 1 : 0), hour, minute, 0, 0);
  if (!tomorrow && ring.getTime() <= now.getTime()) ring.setDate(ring.getDate() + 1);
  return ring;
}

/** Reads a reminder sentence; null when it names no time this understands. */
export function parseReminder(text: string, now: Date): ReminderRequest | null {
  const clock = readClock(text);
  if (!clock) return null;
  const repeat = DAILY.test(text) ? 'daily' : 'once';
  const tomorrow = repeat === 'once' && TOMORROW.test(text);
  const label =
    text
      .replace(clock.match, ' ')
      .replace(DAILY, ' ')
      .replace(TOMORROW, ' ')
      .replace(/^\s*(?:please\s+)?(?:set\s+(?:a\s+)?reminder|remind\s+me)\s*(?:to\s+|about\s+|of\s+)?/i, '')
      .replace(/\b(?:at|on|for)\s*$/i, '')
      .replace(/[\s.,!?]+$/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, REMINDER_LABEL_MAX) || DEFAULT_REMINDER_LABEL;
  const startsAt = firstRing(now, clock.hour, clock.minute, tomorrow).toISOString();
  return { label, hour: clock.hour, minute: clock.minute, repeat, startsAt, bareHour: clock.bareHour };
}

/** The latest ring at or before `now`, or null when it has not rung yet. */
export function lastRing(reminder: Pick<StudyReminder, 'repeat' | 'startsAt'>, now: Date): Date | null {
  const start = new Date(reminder.startsAt);
  if (start.getTime() > now.getTime()) return null;
  if (reminder.repeat === 'once') return start;
  const ring = new Date(now.getFullYear(), now.getMonth(), now.getDate(), start.getHours(), start.getMinutes(), 0, 0);
  if (ring.getTime() > now.getTime()) ring.setDate(ring.getDate() - 1);
  return ring.getTime() < start.getTime() ? start : ring;
}

/** The next ring after `now`, or null for a one-off reminder already past. */
export function nextRing(reminder: Pick<StudyReminder, 'repeat' | 'startsAt'>, now: Date): Date | null {
  const start = new Date(reminder.startsAt);
  if (start.getTime() > now.getTime()) return start;
  if (reminder.repeat === 'once') return null;
  return firstRing(now, start.getHours(), start.getMinutes());
}

/** A ring shows in the app only while it is fresh: opening the app hours later does not greet the learner with old alarms. */
export const RING_SHOW_WINDOW_MS = 60 * 60 * 1000;

/** The reminders whose latest ring is due now and not yet shown. */
export function dueReminders(reminders: readonly StudyReminder[], now: Date): { reminder: StudyReminder; ring: Date }[] {
  return reminders.flatMap((reminder) => {
    const ring = lastRing(reminder, now);
    if (!ring || now.getTime() - ring.getTime() > RING_SHOW_WINDOW_MS) return [];
    if (reminder.shownAt && new Date(reminder.shownAt).getTime() >= ring.getTime()) return [];
    return [{ reminder, ring }];
  });
}
