// The Summarise button of a lesson and the summary it opens: the lesson's most central sentences in their order and the
// reading time saved (src/lib/extractive-summary), made on the device, offline too.
import { Box, Button, List, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { summariseText } from '../../../lib/extractive-summary';
import { useT, type Translate } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/i18n/format';
import { courseTexts } from '../texts';

const m = courseTexts.learn;

/** "3 of 10 sentences, saves about 2 minutes of reading.": under a minute in seconds rounded to 5 (at least 5), else in minutes. */
function summaryFacts(t: Translate, kept: number, total: number, seconds: number): string {
  if (seconds < 60) return t(m.summaryFactsSeconds, { kept: formatNumber(kept), total: formatNumber(total), seconds: Math.max(5, Math.round(seconds / 5) * 5) });
  return t(m.summaryFactsMinutes, { kept: formatNumber(kept), total: formatNumber(total), minutes: Math.round(seconds / 60) });
}

export function LessonSummary({ content }: { content: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const summary = useMemo(() => (open ? summariseText(content) : null), [open, content]);
  if (content.trim() === '') return null;
  return (
    <Box>
      <Button size="sm" variant="outline" onClick={() => setOpen((value) => !value)} aria-expanded={open} aria-controls="lesson-summary">
        {open ? t(m.hideSummary) : t(m.summarise)}
      </Button>
      {summary && (
        <Box as="section" id="lesson-summary" aria-label={t(m.summaryTitle)} mt="3" p="3" borderWidth="1px" borderRadius="md" bg="bg.muted" data-testid="lesson-summary">
          <Text fontWeight="semibold" fontSize="sm">
            {t(m.summaryTitle)}
          </Text>
          <List.Root listStyleType="disc" ps="4" gap="1" mt="1" fontSize="sm">
            {summary.sentences.map((sentence, index) => (
              <List.Item key={index}>{sentence}</List.Item>
            ))}
          </List.Root>
          <Text fontSize="xs" color="fg.muted" mt="2" data-testid="lesson-summary-facts">
            {summary.sentences.length === summary.totalSentences ? t(m.summaryShort) : summaryFacts(t, summary.sentences.length, summary.totalSentences, summary.savedSeconds)}{' '}
            {t(m.summaryHow)}
          </Text>
        </Box>
      )}
    </Box>
  );
}
