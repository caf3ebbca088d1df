// The icon-title-text card used by the public pages' feature, benefit and category grids.
import { Box, Card, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { IconName } from '../../../content/icon-paths';
import { AppIcon } from '../../../ui/app-icon';

export function InfoCard({ icon, title, children, footer }: { icon: IconName; title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <Card.Root as="article" variant="outline" height="full">
      <Card.Body gap="3">
        <Box bg="brand.subtle" color="brand.fg" borderRadius="l2" p="2.5" width="fit-content">
          <AppIcon name={icon} boxSize="6" />
        </Box>
        <Heading as="h3" size="md">
          {title}
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          {children}
        </Text>
        {footer}
      </Card.Body>
    </Card.Root>
  );
}
