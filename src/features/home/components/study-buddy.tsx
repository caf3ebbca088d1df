// The AI Study Buddy card: the greeting, a question sent by button or Enter, and after one second the canned demo
// reply (spec §9: no real AI call). The conversation lives as long as the page is open.
import { Box, Button, Card, HStack, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { homeTexts } from '../texts';

const t = homeTexts.buddy;
export const BUDDY_REPLY_DELAY_MS = 1000;

type Message = { id: number; from: 'buddy' | 'you'; text: string };

export function StudyBuddy() {
  const [messages, setMessages] = useState<Message[]>([{ id: 0, from: 'buddy', text: t.greeting }]);
  const [draft, setDraft] = useState('');
  const [waiting, setWaiting] = useState(0);
  const nextId = useRef(1);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  function send(event: FormEvent) {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setMessages((list) => [...list, { id: nextId.current++, from: 'you', text }]);
    setDraft('');
    setWaiting((n) => n + 1);
    timers.current.push(
      setTimeout(() => {
        setMessages((list) => [...list, { id: nextId.current++, from: 'buddy', text: t.reply }]);
        setWaiting((n) => n - 1);
      }, BUDDY_REPLY_DELAY_MS),
    );
  }

  return (
    <Card.Root as="section" aria-labelledby="study-buddy-title">
      <Card.Header>
        <Heading as="h2" size="md" id="study-buddy-title">
          {t.title}
        </Heading>
      </Card.Header>
      <Card.Body gap="3">
        <Stack as="ol" listStyleType="none" p="0" gap="2" maxH="80" overflowY="auto" aria-label={t.conversation} aria-live="polite" data-testid="buddy-messages">
          {messages.map((message) => (
            <Box
              as="li"
              key={message.id}
              alignSelf={message.from === 'you' ? 'end' : 'start'}
              bg={message.from === 'you' ? 'brand.subtle' : 'bg.muted'}
              borderRadius="lg"
              px="3"
              py="2"
              maxW="90%"
              data-from={message.from}
            >
              <Text fontSize="xs" color="fg.muted">
                {message.from === 'you' ? t.you : t.buddy}
              </Text>
              <Text fontSize="sm">{message.text}</Text>
            </Box>
          ))}
          {waiting > 0 && (
            <Text as="li" fontSize="sm" color="fg.muted">
              {t.thinking}
            </Text>
          )}
        </Stack>
        <HStack as="form" onSubmit={send} gap="2">
          <Input aria-label={t.placeholder} placeholder={t.placeholder} value={draft} onChange={(e) => setDraft(e.target.value)} />
          <Button type="submit" colorPalette="brand" disabled={draft.trim() === ''}>
            {t.send}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
