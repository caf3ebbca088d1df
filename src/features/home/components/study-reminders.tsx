// The Study Buddy's reminders beside the chat: a small form (time, every day, what to study), and the saved reminders,
// each with its calendar file and a delete button. Kept on this device (data/reminders-store).
import { Box, Button, Checkbox, HStack, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import { Field, Input } from '../../../ui/parts';
import { useState, type FormEvent } from 'react';
import { useSession } from '../../../auth/use-session';
import { AppIcon } from '../../../ui/app-icon';
import { REMINDER_LABEL_MAX, firstRing, nextRing, type StudyReminder } from '../buddy/reminders';
import { useStudyReminders } from '../data/use-study-reminders';
import { t as translate, useT } from '../../../lib/i18n';
import { formatDate } from '../../../lib/i18n/format';
import { homeTexts } from '../texts';
import { downloadReminderFile } from './reminder-file';
import * as icons from '../../../content/icon-paths';

const m = homeTexts.reminders;

/** When a reminder rings, in words: "today at 7:00 PM", "tomorrow at 6:00 AM", "every day at 7:00 AM". */
export function describeReminder(reminder: StudyReminder, now: Date): string {
  const next = nextRing(reminder, now);
  const w = homeTexts.when;
  if (!next) return translate(m.past);
  const time = formatDate(next, { hour: 'numeric', minute: '2-digit' });
  if (reminder.repeat === 'daily') return translate(w.daily, { time });
  const days = Math.round((new Date(next.getFullYear(), next.getMonth(), next.getDate()).getTime() - new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime()) / 86_400_000);
  if (days === 0) return translate(w.today, { time });
  if (days === 1) return translate(w.tomorrow, { time });
  return translate(w.on, { day: formatDate(next, { weekday: 'long', day: 'numeric', month: 'long' }), time });
}

export function StudyReminders() {
  const t = useT();
  const { user } = useSession();
  const { reminders, add, remove } = useStudyReminders(user?.id);
  const [time, setTime] = useState('');
  const [label, setLabel] = useState('');
  const [daily, setDaily] = useState(false);
  const now = new Date();

  function submit(event: FormEvent) {
    event.preventDefault();
    const match = /^(\d{2}):(\d{2})$/.exec(time);
    if (!match) return;
    const hour = Number(match[1]);
    const minute = Number(match[2]);
    const startsAt = firstRing(new Date(), hour, minute).toISOString();
    // An empty label saves what the placeholder shows, in the learner's language ('study' in English).
    add({ label: label.trim() || t(m.labelPlaceholder), hour, minute, repeat: daily ? 'daily' : 'once', startsAt, bareHour: false });
    setTime('');
    setLabel('');
    setDaily(false);
  }

  return (
    <Box as="section" aria-labelledby="study-reminders-title" borderTopWidth="1px" pt="3">
      <HStack gap="2" mb="2">
        <AppIcon path={icons.bell} color="fg.muted" />
        <Heading as="h3" size="sm" id="study-reminders-title">
          {t(m.title)}
        </Heading>
      </HStack>
      {reminders.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t(m.empty)}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" p="0" gap="1" aria-label={t(m.list)} data-testid="study-reminders">
          {reminders.map((reminder) => {
            const when = describeReminder(reminder, now);
            return (
              <HStack as="li" key={reminder.id} justify="space-between" gap="1" data-testid="study-reminder">
                <Box minW="0">
                  <Text fontSize="sm" fontWeight="medium" truncate>
                    {reminder.label}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {when}
                  </Text>
                </Box>
                <HStack gap="0" flexShrink={0}>
                  <IconButton size="xs" variant="ghost" aria-label={t(m.downloadFor, { label: reminder.label, when })} title={t(m.download)} onClick={() => downloadReminderFile(reminder)}>
                    <AppIcon path={icons.calendar} />
                  </IconButton>
                  <IconButton size="xs" variant="ghost" aria-label={t(m.deleteFor, { label: reminder.label, when })} title={t(m.delete)} onClick={() => remove(reminder.id)}>
                    <AppIcon path={icons.trash} />
                  </IconButton>
                </HStack>
              </HStack>
            );
          })}
        </Stack>
      )}
      <form onSubmit={submit} aria-label={t(m.title)}>
        <Stack gap="2" mt="3">
          <HStack gap="2" align="end">
            <Field.Root required flex="0 0 auto" w="auto">
              <Field.Label fontSize="xs">{t(m.timeLabel)}</Field.Label>
              <Input type="time" size="sm" value={time} onChange={(e) => setTime(e.target.value)} w="7.5rem" />
            </Field.Root>
            <Field.Root flex="1" minW="0">
              <Field.Label fontSize="xs">{t(m.labelLabel)}</Field.Label>
              <Input size="sm" value={label} maxLength={REMINDER_LABEL_MAX} placeholder={t(m.labelPlaceholder)} onChange={(e) => setLabel(e.target.value)} />
            </Field.Root>
          </HStack>
          <HStack justify="space-between" gap="2" wrap="wrap">
            <Checkbox.Root size="sm" checked={daily} onCheckedChange={(details) => setDaily(details.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t(m.daily)}</Checkbox.Label>
            </Checkbox.Root>
            <Button type="submit" size="sm" variant="outline" disabled={time === ''}>
              {t(m.add)}
            </Button>
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            {t(m.savedNote)}
          </Text>
        </Stack>
      </form>
    </Box>
  );
}
