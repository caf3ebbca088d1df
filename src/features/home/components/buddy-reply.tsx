// One Study Buddy reply on screen: quoted passages with links to their lessons ('From *Course › Lesson*: …'), the honest
// no-match with course outlines, a summary with the reading time it saves, or a saved reminder with its calendar file.
import { Box, Button, Link, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AppIcon } from '../../../ui/app-icon';
import type { BuddyReply, OutlineLink } from '../buddy/respond';
import type { StudyReminder } from '../buddy/reminders';
import { useT, type Translate } from '../../../lib/i18n';
import { formatDate } from '../../../lib/i18n/format';
import { homeTexts } from '../texts';
import { downloadReminderFile } from './reminder-file';
import { describeReminder } from './study-reminders';
import * as icons from '../../../content/icon-paths';

const m = homeTexts.buddy;

/** "Course › Lesson", or the course alone. */
function path(t: Translate, course: string, lesson: string | null): string {
  return lesson ? t(m.path, { course, lesson }) : course;
}

/** Reading time in words: "40 seconds", "3 minutes". */
export function readingTime(t: Translate, seconds: number): string {
  const r = homeTexts.readingTime;
  return seconds < 60 ? t(r.seconds, { count: Math.max(5, Math.round(seconds / 5) * 5) }) : t(r.minutes, { count: Math.round(seconds / 60) });
}

function PathLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    // Inline, so "From Course › Lesson: quote" reads as one sentence (Chakra links are inline-flex boxes).
    <Link asChild display="inline" fontStyle="italic" fontWeight="medium" color="brand.fg">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

function Outlines({ outlines }: { outlines: readonly OutlineLink[] }) {
  const t = useT();
  return (
    <List.Root listStyleType="disc" ps="4" mt="1" gap="0.5">
      {outlines.map((outline) => (
        <List.Item key={outline.href} fontSize="sm">
          <PathLink to={outline.href}>{t(m.outline, { course: outline.courseTitle })}</PathLink>
        </List.Item>
      ))}
    </List.Root>
  );
}

export function BuddyReplyView({ reply, reminder }: { reply: BuddyReply | { kind: 'welcome' }; reminder?: StudyReminder }) {
  const t = useT();
  switch (reply.kind) {
    case 'welcome':
      return <Text fontSize="sm">{t(m.greeting)}</Text>;
    case 'greeting':
      return <Text fontSize="sm">{t(m.hello)}</Text>;
    case 'no-material':
      return <Text fontSize="sm">{t(m.noMaterial)}</Text>;
    case 'answer':
      return (
        <Stack gap="2" fontSize="sm">
          <Text>{t(m.answerIntro)}</Text>
          {reply.passages.map((passage) => (
            <Text key={passage.href} data-testid="buddy-passage">
              {t(m.from)} <PathLink to={passage.href}>{path(t, passage.courseTitle, passage.lessonTitle)}</PathLink>: {passage.quote || t(m.noNotes)}
            </Text>
          ))}
        </Stack>
      );
    case 'no-match':
      return (
        <Box fontSize="sm" data-testid="buddy-no-match">
          <Text>{t(m.noMatch, { question: reply.question })}</Text>
          <Outlines outlines={reply.outlines} />
        </Box>
      );
    case 'summary': {
      const { summary } = reply;
      const short = summary.sentences.length === summary.totalSentences;
      return (
        <Stack gap="1" fontSize="sm" data-testid="buddy-summary">
          <Text>
            {t(m.summaryOf)} <PathLink to={reply.href}>{path(t, reply.courseTitle, reply.lessonTitle)}</PathLink>
          </Text>
          {summary.sentences.length === 0 ? (
            <Text>{t(m.noNotes)}</Text>
          ) : (
            <>
              {short && <Text>{t(m.summaryShort)}</Text>}
              <List.Root listStyleType="disc" ps="4" gap="1">
                {summary.sentences.map((sentence, index) => (
                  <List.Item key={index}>{sentence}</List.Item>
                ))}
              </List.Root>
              {!short && (
                <Text color="fg.muted" fontSize="xs" data-testid="buddy-summary-facts">
                  {t(m.summaryFacts, { kept: summary.sentences.length, total: summary.totalSentences, saved: readingTime(t, summary.savedSeconds) })}
                </Text>
              )}
            </>
          )}
        </Stack>
      );
    }
    case 'summary-which':
      return <Text fontSize="sm">{t(m.summaryWhich)}</Text>;
    case 'summary-not-found':
      return (
        <Box fontSize="sm">
          <Text>{t(m.summaryNotFound, { name: reply.name })}</Text>
          <Outlines outlines={reply.outlines} />
        </Box>
      );
    case 'reminder': {
      const when = reminder ? describeReminder(reminder, new Date()) : '';
      return (
        <Stack gap="2" fontSize="sm" align="start">
          <Text>{t(m.reminderSet, { label: reply.request.label, when })}</Text>
          {reply.request.bareHour && <Text color="fg.muted">{t(m.reminderBareHour, { hour: reply.request.hour, time: formatDate(new Date(2000, 0, 1, reply.request.hour), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }) })}</Text>}
          {reminder && (
            <Button size="xs" variant="outline" onClick={() => downloadReminderFile(reminder)}>
              <AppIcon path={icons.calendar} /> {t(homeTexts.reminders.download)}
            </Button>
          )}
        </Stack>
      );
    }
    case 'reminder-unclear':
      return <Text fontSize="sm">{t(m.reminderUnclear)}</Text>;
  }
}
