// The icon-title-text card used by the public pages' feature, benefit and category grids, and the grid of them.
import { Box, Heading, SimpleGrid, Text, type SimpleGridProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { IconPath } from '../content/icon-paths';
import { useT, type Message } from '../lib/i18n';
import { AppIcon } from './app-icon';

export function InfoCard({ icon, title, children, footer }: { icon: IconPath; title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    // An outline card (Chakra's card recipe, its root and body in one box): the slot-recipe machinery a Card brings is
    // not on the front page's first files for these cards alone.
    <Box as="article" display="flex" flexDirection="column" gap="3" height="full" minW="0" p="6" bg="bg.panel" color="fg" borderWidth="1px" borderColor="border" borderRadius="l3">
      <Box bg="brand.subtle" color="brand.fg" borderRadius="l2" p="2.5" width="fit-content">
        <AppIcon path={icon} boxSize="6" />
      </Box>
      <Heading as="h3" size="md">
        {title}
      </Heading>
      <Text color="fg.muted" textStyle="sm">
        {children}
      </Text>
      {footer}
    </Box>
  );
}

/** A list of cards in a grid: the landing page's promises and features, the programmes' benefits. */
export function InfoCardGrid({ items, ...grid }: { items: readonly { icon: IconPath; title: Message; description: Message }[] } & Omit<SimpleGridProps, 'children'>) {
  const t = useT();
  return (
    <SimpleGrid as="ul" listStyleType="none" {...grid}>
      {items.map((item) => (
        <li key={item.title.id}>
          <InfoCard icon={item.icon} title={t(item.title)}>
            {t(item.description)}
          </InfoCard>
        </li>
      ))}
    </SimpleGrid>
  );
}
