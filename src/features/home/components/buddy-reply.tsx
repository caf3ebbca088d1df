// One Study Buddy reply on screen: quoted passages with links to their lessons ('From *Course › Lesson*: …'), the honest
// no-match with course outlines, a summary with the reading time it saves, or a saved reminder with its calendar file.
import { Box, Button, Link, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AppIcon } from '../../../ui/app-icon';
import type { BuddyReply, OutlineLink } from '../buddy/respond';
import type { StudyReminder } from '../buddy/reminders';
import { homeTexts } from '../texts';
import { downloadReminderFile } from './reminder-file';
import { describeReminder } from './study-reminders';

const t = homeTexts.buddy;

function PathLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    // Inline, so "From Course › Lesson: quote" reads as one sentence (Chakra links are inline-flex boxes).
    <Link asChild display="inline" fontStyle="italic" fontWeight="medium" color="brand.fg">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

function Outlines({ outlines }: { outlines: readonly OutlineLink[] }) {
  return (
    <List.Root listStyleType="disc" ps="4" mt="1" gap="0.5">
      {outlines.map((outline) => (
        <List.Item key={outline.href} fontSize="sm">
          <PathLink to={outline.href}>{t.outline(outline.courseTitle)}</PathLink>
        </List.Item>
      ))}
    </List.Root>
  );
}

export function BuddyReplyView({ reply, reminder }: { reply: BuddyReply | { kind: 'welcome' }; reminder?: StudyReminder }) {
  switch (reply.kind) {
    case 'welcome':
      return <Text fontSize="sm">{t.greeting}</Text>;
    case 'greeting':
      return <Text fontSize="sm">{t.hello}</Text>;
    case 'no-material':
      return <Text fontSize="sm">{t.noMaterial}</Text>;
    case 'answer':
      return (
        <Stack gap="2" fontSize="sm">
          <Text>{t.answerIntro}</Text>
          {reply.passages.map((passage) => (
            <Text key={passage.href} data-testid="buddy-passage">
              {t.from} <PathLink to={passage.href}>{t.path(passage.courseTitle, passage.lessonTitle)}</PathLink>: {passage.quote || t.noNotes}
            </Text>
          ))}
        </Stack>
      );
    case 'no-match':
      return (
        <Box fontSize="sm" data-testid="buddy-no-match">
          <Text>{t.noMatch(reply.question)}</Text>
          <Outlines outlines={reply.outlines} />
        </Box>
      );
    case 'summary': {
      const { summary } = reply;
      const short = summary.sentences.length === summary.totalSentences;
      return (
        <Stack gap="1" fontSize="sm" data-testid="buddy-summary">
          <Text>
            {t.summaryOf} <PathLink to={reply.href}>{t.path(reply.courseTitle, reply.lessonTitle)}</PathLink>
          </Text>
          {summary.sentences.length === 0 ? (
            <Text>{t.noNotes}</Text>
          ) : (
            <>
              {short && <Text>{t.summaryShort}</Text>}
              <List.Root listStyleType="disc" ps="4" gap="1">
                {summary.sentences.map((sentence, index) => (
                  <List.Item key={index}>{sentence}</List.Item>
                ))}
              </List.Root>
              {!short && (
                <Text color="fg.muted" fontSize="xs" data-testid="buddy-summary-facts">
                  {t.summaryFacts(summary.sentences.length, summary.totalSentences, homeTexts.readingTime(summary.savedSeconds))}
                </Text>
              )}
            </>
          )}
        </Stack>
      );
    }
    case 'summary-which':
      return <Text fontSize="sm">{t.summaryWhich}</Text>;
    case 'summary-not-found':
      return (
        <Box fontSize="sm">
          <Text>{t.summaryNotFound(reply.name)}</Text>
          <Outlines outlines={reply.outlines} />
        </Box>
      );
    case 'reminder': {
      const when = reminder ? describeReminder(reminder, new Date()) : '';
      return (
        <Stack gap="2" fontSize="sm" align="start">
          <Text>{t.reminderSet(reply.request.label, when)}</Text>
          {reply.request.bareHour && <Text color="fg.muted">{t.reminderBareHour(reply.request.hour)}</Text>}
          {reminder && (
            <Button size="xs" variant="outline" onClick={() => downloadReminderFile(reminder)}>
              <AppIcon name="calendar" /> {homeTexts.reminders.download}
            </Button>
          )}
        </Stack>
      );
    }
    case 'reminder-unclear':
      return <Text fontSize="sm">{t.reminderUnclear}</Text>;
  }
}
