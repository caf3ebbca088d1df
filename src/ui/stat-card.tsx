// Headline figures as a description list: a StatGrid (<dl>) of StatCards, each a label (<dt>) and its value (<dd>).
import { Box, HStack, SimpleGrid, Text, type SimpleGridProps } from '@chakra-ui/react';
import type { IconPath } from '../content/icon-paths';
import { AppIcon } from './app-icon';

/** One column on phones, two on small tablets, four on wide screens. */
export function StatGrid(props: SimpleGridProps) {
  return <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 4 }} gap="4" {...props} />;
}

// dt and dd sit directly in this div (itself directly in the dl), the only nesting HTML and axe accept.
export function StatCard({ label, value, hint, icon }: { label: string; value: string; hint?: string; icon?: IconPath }) {
  return (
    <Box borderWidth="1px" borderRadius="l3" bg="bg.panel" p="4" data-testid="stat-card" minW="0">
      <HStack as="dt" gap="2" color="fg.muted" textStyle="sm" fontWeight="medium">
        {icon && <AppIcon path={icon} boxSize="4" color="brand.fg" />}
        {label}
      </HStack>
      <Text as="dd" fontSize="2xl" fontWeight="bold" mt="1">
        {value}
      </Text>
      {hint && (
        <Text as="dd" textStyle="xs" color="fg.muted">
          {hint}
        </Text>
      )}
    </Box>
  );
}
