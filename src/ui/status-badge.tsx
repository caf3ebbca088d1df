// A badge for one of the spec's display statuses (src/content/status-labels), coloured by what the status means.
import { Badge, type BadgeProps } from '@chakra-ui/react';
import { statusLabels, type DisplayStatus } from '../content/status-labels';
import { useT } from '../lib/i18n';

// Live things green, things on their way blue or purple, things not started grey.
const palettes = {
  active: 'green',
  production: 'green',
  growing: 'blue',
  beta: 'purple',
  new: 'orange',
  'in-development': 'blue',
  planned: 'gray',
  'coming-soon': 'gray',
} as const satisfies Record<DisplayStatus, string>;

export function StatusBadge({ status, ...props }: { status: DisplayStatus } & Omit<BadgeProps, 'children'>) {
  const t = useT();
  return (
    <Badge colorPalette={palettes[status]} variant="subtle" data-status={status} {...props}>
      {t(statusLabels[status])}
    </Badge>
  );
}
