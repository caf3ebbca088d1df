// Shows a study reminder in the app when it rings while a dashboard page is open (a toast that stays until closed), and
// records it as shown. When the app is closed, the calendar file the learner added rings instead.
import { useEffect } from 'react';
import { useSession } from '../../../auth/use-session';
import { toaster } from '../../../ui/toaster';
import { dueReminders } from '../buddy/reminders';
import { useStudyReminders } from '../data/use-study-reminders';
import { t } from '../../../lib/i18n';
import { homeTexts } from '../texts';

/** How often the open app looks for a due reminder: a reminder shows at most this late. */
export const REMINDER_CHECK_MS = 15_000;

export function StudyReminderAlerts() {
  const { user } = useSession();
  const { reminders, markShown } = useStudyReminders(user?.id);
  useEffect(() => {
    if (reminders.length === 0) return;
    function check() {
      for (const { reminder, ring } of dueReminders(reminders, new Date())) {
        markShown(reminder.id, ring);
        toaster.create({ type: 'info', title: t(homeTexts.reminders.dueTitle), description: t(homeTexts.reminders.dueDescription, { label: reminder.label }), duration: Infinity, closable: true });
      }
    }
    check();
    const timer = setInterval(check, REMINDER_CHECK_MS);
    document.addEventListener('visibilitychange', check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [reminders, markShown]);
  return null;
}
