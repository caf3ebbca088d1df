// The Summarise button of a lesson and the summary it opens: the lesson's most central sentences in their order and the
// reading time saved (src/lib/extractive-summary), made on the device, offline too.
import { Box, Button, List, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { summariseText } from '../../../lib/extractive-summary';
import { courseTexts } from '../texts';

const t = courseTexts.learn;

export function LessonSummary({ content }: { content: string }) {
  const [open, setOpen] = useState(false);
  const summary = useMemo(() => (open ? summariseText(content) : null), [open, content]);
  if (content.trim() === '') return null;
  return (
    <Box>
      <Button size="sm" variant="outline" onClick={() => setOpen((value) => !value)} aria-expanded={open} aria-controls="lesson-summary">
        {open ? t.hideSummary : t.summarise}
      </Button>
      {summary && (
        <Box as="section" id="lesson-summary" aria-label={t.summaryTitle} mt="3" p="3" borderWidth="1px" borderRadius="md" bg="bg.muted" data-testid="lesson-summary">
          <Text fontWeight="semibold" fontSize="sm">
            {t.summaryTitle}
          </Text>
          <List.Root listStyleType="disc" ps="4" gap="1" mt="1" fontSize="sm">
            {summary.sentences.map((sentence, index) => (
              <List.Item key={index}>{sentence}</List.Item>
            ))}
          </List.Root>
          <Text fontSize="xs" color="fg.muted" mt="2" data-testid="lesson-summary-facts">
            {summary.sentences.length === summary.totalSentences ? t.summaryShort : t.summaryFacts(summary.sentences.length, summary.totalSentences, summary.savedSeconds)}{' '}
            {t.summaryHow}
          </Text>
        </Box>
      )}
    </Box>
  );
}
