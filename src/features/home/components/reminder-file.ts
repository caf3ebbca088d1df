// Hands a study reminder to the phone's calendar as a downloaded .ics file: made on the device, no network.
import { reminderFileName, reminderToIcs } from '../buddy/reminder-ics';
import type { StudyReminder } from '../buddy/reminders';
import { t } from '../../../lib/i18n';
import { homeTexts } from '../texts';

export function downloadReminderFile(reminder: StudyReminder): void {
  const ics = reminderToIcs(reminder, { summary: (label) => t(homeTexts.reminders.icsSummary, { label }), description: t(homeTexts.reminders.icsDescription) }, new Date());
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = reminderFileName(reminder);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; a later revoke keeps slow browsers from losing it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
