// A study reminder as an iCalendar file (RFC 5545) the phone's own calendar imports, so it rings even when Maarifa is
// closed and offline: one event with an alarm, repeated daily by an RRULE when asked "every day".
import type { StudyReminder } from './reminders';

/** Floating local time (no zone): "7pm" rings at 7pm wherever the phone is, as the learner meant. */
function localStamp(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}T${pad(date.getHours())}${pad(date.getMinutes())}00`;
}

function utcStamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function escapeIcsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after a space (§3.1), without splitting a character. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (bytes + size > limit) {
      parts.push(current);
      current = '';
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export type ReminderIcsTexts = { summary: (label: string) => string; description: string };

export function reminderToIcs(reminder: StudyReminder, texts: ReminderIcsTexts, now: Date): string {
  const start = new Date(reminder.startsAt);
  const end = new Date(start.getTime() + 30 * 60 * 1000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Maarifa//Study Buddy//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${reminder.id}@maarifa.study-reminder`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${localStamp(start)}`,
    `DTEND:${localStamp(end)}`,
    ...(reminder.repeat === 'daily' ? ['RRULE:FREQ=DAILY'] : []),
    `SUMMARY:${escapeIcsText(texts.summary(reminder.label))}`,
    `DESCRIPTION:${escapeIcsText(texts.description)}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeIcsText(texts.summary(reminder.label))}`,
    'TRIGGER:PT0M',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** A file name the calendar app and the learner recognise. */
export function reminderFileName(reminder: Pick<StudyReminder, 'hour' | 'minute' | 'repeat'>): string {
  const time = `${String(reminder.hour).padStart(2, '0')}${String(reminder.minute).padStart(2, '0')}`;
  return `maarifa-study-${reminder.repeat === 'daily' ? 'daily-' : ''}${time}.ics`;
}
