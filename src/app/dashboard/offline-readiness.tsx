// The header's offline readiness: "Getting ready for offline… 60%" while the service worker keeps the dashboard's core,
// "Not ready offline: 60%" when the network went away first, then "Ready offline" for a moment; nothing once it is old news.
import { Badge } from '@chakra-ui/react';
import { useT } from '../../lib/i18n';
import { formatPercent } from '../../lib/i18n/format';
import { useReadiness, type Readiness } from '../offline-core';
import { readinessTexts } from '../readiness-texts';

const m = readinessTexts.progress;

export type ReadinessNotice = { kind: 'keeping' | 'incomplete'; ratio: number } | { kind: 'ready' } | null;

/** What the header says about offline readiness now, if anything. */
export function useReadinessNotice(): ReadinessNotice {
  return noticeFor(useReadiness());
}

export function noticeFor(readiness: Readiness): ReadinessNotice {
  switch (readiness.phase) {
    case 'keeping':
    case 'incomplete':
      return { kind: readiness.phase, ratio: readiness.ratio };
    case 'ready':
      return readiness.announced ? { kind: 'ready' } : null;
    default:
      return null;
  }
}

export function OfflineReadiness({ notice }: { notice: ReadinessNotice }) {
  const t = useT();
  if (!notice) return null;
  const [text, details, palette] =
    notice.kind === 'ready'
      ? [t(m.ready), t(m.readyDetails), 'green']
      : notice.kind === 'keeping'
        ? [t(m.keeping, { progress: formatPercent(notice.ratio) }), t(m.keepingDetails), 'blue']
        : [t(m.incomplete, { progress: formatPercent(notice.ratio) }), t(m.incompleteDetails), 'orange'];
  return (
    <Badge
      role="status"
      colorPalette={palette}
      variant="subtle"
      flexShrink={0}
      title={details}
      data-testid="offline-readiness"
      data-readiness={notice.kind}
    >
      {text}
    </Badge>
  );
}
