// The AI Study Buddy card: the spec's greeting and placeholder, a message sent by button or Enter, and a reply made on
// this device from the learner's own courses (buddy/respond): quoted passages, summaries, reminders. No network call,
// no canned reply. The conversation lasts while the page is open; the reminders panel sits under it.
import { Box, Button, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Input } from '../../../ui/parts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSession } from '../../../auth/use-session';
import { useSyncStatus } from '../../../db/index.ts';
import { respond } from '../buddy/respond';
import { useConversations, WELCOME, type BuddyMessage } from '../data/conversation-store';
import { useStudyIndex } from '../data/use-study-index';
import { useStudyReminders } from '../data/use-study-reminders';
import { useT } from '../../../lib/i18n';
import { homeTexts } from '../texts';
import { BuddyReplyView } from './buddy-reply';
import { StudyReminders } from './study-reminders';

const m = homeTexts.buddy;
const NO_MESSAGES: BuddyMessage[] = [WELCOME];

export function StudyBuddy() {
  const t = useT();
  const { user } = useSession();
  const userId = user?.id ?? '';
  const messages = useConversations((state) => state.byUser[userId] ?? NO_MESSAGES);
  // The index is built once the learner turns to the Study Buddy (or has already talked to it on this page).
  const [engaged, setEngaged] = useState(false);
  const { index, loading } = useStudyIndex(user?.id, engaged || messages.length > 1);
  // On a device's first visit the courses are still on their way: a question waits for this page's first sync round
  // instead of hearing "no course on this device" (offline, or once a round has ended, it is answered at once).
  const firstRoundRunning = useSyncStatus((status) => status.lastSyncedAt === null && (status.state === 'syncing' || (status.state === 'paused' && status.pausedReason === 'signed-out')));
  const ready = !loading && !(index.courses.length === 0 && firstRoundRunning);
  const { add: addReminder } = useStudyReminders(user?.id);
  const append = useConversations((state) => state.append);
  const waiting = useConversations((state) => state.waiting[userId]?.length ?? 0);
  const { wait, takeWaiting } = useConversations.getState();
  const [draft, setDraft] = useState('');
  // Chakra types Stack's ref as a div's whatever its `as`; only scrollTo is used.
  const list = useRef<HTMLDivElement>(null);

  function answer(text: string) {
    const reply = respond(index, text, new Date());
    const reminder = reply.kind === 'reminder' ? addReminder(reply.request) : undefined;
    append(userId, { from: 'buddy', reply, ...(reminder ? { reminder } : {}) });
  }

  useEffect(() => {
    if (!ready || waiting === 0) return;
    takeWaiting(userId).forEach(answer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- answers with the index of this render, once it has loaded
  }, [ready, waiting]);

  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [messages.length]);

  function send(event: FormEvent) {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    append(userId, { from: 'you', text });
    setDraft('');
    setEngaged(true);
    // Behind questions still waiting, so replies come in the order asked.
    if (!ready || waiting > 0) wait(userId, text);
    else answer(text);
  }

  return (
    <Card.Root as="section" aria-labelledby="study-buddy-title" size="sm">
      <Card.Header>
        <Heading as="h2" size="md" id="study-buddy-title">
          {t(m.title)}
        </Heading>
        <Text fontSize="xs" color="fg.muted" data-testid="buddy-source">
          {t(m.source)}
        </Text>
      </Card.Header>
      <Card.Body gap="3">
        <Stack ref={list} as="ol" listStyleType="none" p="0" gap="2" maxH="28rem" overflowY="auto" aria-label={t(m.conversation)} aria-live="polite" data-testid="buddy-messages">
          {messages.map((message) => (
            <Box
              as="li"
              key={message.id}
              alignSelf={message.from === 'you' ? 'end' : 'start'}
              bg={message.from === 'you' ? 'brand.subtle' : 'bg.muted'}
              borderRadius="lg"
              px="3"
              py="2"
              maxW="95%"
              data-from={message.from}
            >
              <Text fontSize="xs" color="fg.muted">
                {message.from === 'you' ? t(m.you) : t(m.buddy)}
              </Text>
              {message.from === 'you' ? <Text fontSize="sm">{message.text}</Text> : <BuddyReplyView reply={message.reply} reminder={message.reminder} />}
            </Box>
          ))}
          {waiting > 0 && (
            <Text as="li" fontSize="sm" color="fg.muted">
              {t(m.thinking)}
            </Text>
          )}
        </Stack>
        <HStack as="form" onSubmit={send} gap="2">
          <Input aria-label={t(m.placeholder)} placeholder={t(m.placeholder)} value={draft} onChange={(e) => setDraft(e.target.value)} onFocus={() => setEngaged(true)} minW="0" flex="1" data-testid="buddy-input" />
          <Button type="submit" colorPalette="brand" flexShrink={0} disabled={draft.trim() === ''}>
            {t(m.send)}
          </Button>
        </HStack>
        <StudyReminders />
      </Card.Body>
    </Card.Root>
  );
}
