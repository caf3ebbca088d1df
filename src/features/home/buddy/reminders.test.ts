// Reading reminder sentences in English, when a reminder rings next, when it is due in the app, and its calendar file.
import { describe, expect, it } from 'vitest';
import { reminderFileName, reminderToIcs, foldIcsLine, escapeIcsText } from './reminder-ics';
import { dueReminders, nextRing, parseReminder, type StudyReminder } from './reminders';

// Tuesday 24 November 2026, 15:00 local time.
const now = new Date(2026, 10, 24, 15, 0);
const local = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute).toISOString();

describe('parseReminder', () => {
  it('reads "7pm" as today at 19:00 when that is still ahead', () => {
    expect(parseReminder('Remind me to study at 7pm', now)).toEqual({ label: 'study', hour: 19, minute: 0, repeat: 'once', startsAt: local(24, 19), bareHour: false });
  });

  it('reads "19:30" on the 24-hour clock, and moves a time already past to tomorrow', () => {
    expect(parseReminder('Remind me to revise pandas at 19:30', now)).toMatchObject({ label: 'revise pandas', hour: 19, minute: 30, repeat: 'once', startsAt: local(24, 19, 30) });
    expect(parseReminder('remind me 09:15', now)).toMatchObject({ label: 'study', hour: 9, minute: 15, startsAt: local(25, 9, 15), bareHour: false });
  });

  it('reads "tomorrow at 6" as 06:00 tomorrow and flags the bare hour', () => {
    expect(parseReminder('Remind me to study tomorrow at 6', now)).toEqual({ label: 'study', hour: 6, minute: 0, repeat: 'once', startsAt: local(25, 6), bareHour: true });
    expect(parseReminder('Remind me tomorrow at 6pm to practise my speech', now)).toMatchObject({ label: 'practise my speech', hour: 18, startsAt: local(25, 18) });
  });

  it('reads "every day at 7am" as a daily reminder from the next 07:00', () => {
    expect(parseReminder('Remind me to study every day at 7am', now)).toEqual({ label: 'study', hour: 7, minute: 0, repeat: 'daily', startsAt: local(25, 7), bareHour: false });
    expect(parseReminder('Daily reminder at 12 a.m. to read', now)).toMatchObject({ hour: 0, repeat: 'daily' });
  });

  it('understands no time it cannot be sure of', () => {
    expect(parseReminder('Remind me to study', now)).toBeNull();
    expect(parseReminder('Remind me to read lesson 3', now)).toBeNull();
    expect(parseReminder('Remind me at 25:00', now)).toBeNull();
    expect(parseReminder('Remind me at 13pm', now)).toBeNull();
  });
});

const reminder = (patch: Partial<StudyReminder>): StudyReminder => ({ id: 'r1', label: 'study', hour: 19, minute: 0, repeat: 'once', startsAt: local(24, 19), shownAt: null, ...patch });

describe('rings', () => {
  it('is due from its time for an hour, once', () => {
    const once = reminder({});
    expect(dueReminders([once], new Date(2026, 10, 24, 18, 59))).toEqual([]);
    expect(dueReminders([once], new Date(2026, 10, 24, 19, 0))).toEqual([{ reminder: once, ring: new Date(local(24, 19)) }]);
    expect(dueReminders([{ ...once, shownAt: local(24, 19) }], new Date(2026, 10, 24, 19, 5))).toEqual([]);
    expect(dueReminders([once], new Date(2026, 10, 24, 20, 1))).toEqual([]);
    expect(nextRing(once, new Date(2026, 10, 24, 20, 0))).toBeNull();
  });

  it('rings again every day at the same time when daily', () => {
    const daily = reminder({ repeat: 'daily', hour: 7, startsAt: local(25, 7), shownAt: local(25, 7) });
    expect(dueReminders([daily], new Date(2026, 10, 26, 7, 10))).toEqual([{ reminder: daily, ring: new Date(local(26, 7)) }]);
    expect(nextRing(daily, new Date(2026, 10, 26, 8, 0))).toEqual(new Date(local(27, 7)));
  });
});

describe('calendar file', () => {
  const texts = { summary: (label: string) => `Maarifa: ${label}`, description: 'Open Maarifa, your lessons work offline.' };

  it('is one event with an alarm at the local time, repeated daily only when asked', () => {
    const ics = reminderToIcs(reminder({ label: 'study, then rest; ok' }), texts, new Date(Date.UTC(2026, 10, 24, 12, 0)));
    expect(ics.split('\r\n')).toEqual(expect.arrayContaining(['BEGIN:VCALENDAR', 'BEGIN:VEVENT', 'DTSTART:20261124T190000', 'DTEND:20261124T193000', 'DTSTAMP:20261124T120000Z', 'SUMMARY:Maarifa: study\\, then rest\\; ok', 'TRIGGER:PT0M', 'END:VCALENDAR']));
    expect(ics).not.toContain('RRULE');
    expect(ics.endsWith('\r\n')).toBe(true);
    const daily = reminderToIcs(reminder({ repeat: 'daily', hour: 7, startsAt: local(25, 7) }), texts, now);
    expect(daily).toContain('\r\nRRULE:FREQ=DAILY\r\n');
    expect(daily).toContain('\r\nDTSTART:20261125T070000\r\n');
    expect(reminderFileName({ hour: 7, minute: 0, repeat: 'daily' })).toBe('maarifa-study-daily-0700.ics');
  });

  it('folds long lines at 75 octets and escapes text', () => {
    const folded = foldIcsLine(`SUMMARY:${'ü'.repeat(60)}`);
    expect(folded.split('\r\n ').every((part) => new TextEncoder().encode(part).length <= 75)).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'ü'.repeat(60)}`);
    expect(escapeIcsText('a\\b\nc')).toBe('a\\\\b\\nc');
  });
});
