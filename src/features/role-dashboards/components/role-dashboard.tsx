// One role dashboard (spec §6): heading, intro and the role's static cards, with the page's title and meta description.
import { Box, Card, Heading, Link, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import type { LiveFigures, RoleDashboardContent } from '../dashboards';
import { roleDashboardTexts as m } from '../texts';
import { ForwardArrow } from '../../../ui/direction-arrow';
import { pageTitle, usePageMeta } from '../../../ui/use-page-meta';

/** `figures` are the live ones by card id (the others show their samples); `children` are the working sections. */
export function RoleDashboard({ content, figures = {}, children }: { content: RoleDashboardContent; figures?: LiveFigures; children?: ReactNode }) {
  const t = useT();
  const title = t(content.title);
  usePageMeta({ title: pageTitle(title), description: t(content.description) });
  return (
    <Box as="section" aria-labelledby="role-dashboard-title">
      <Heading as="h1" size="2xl" id="role-dashboard-title">
        {title}
      </Heading>
      <Text color="fg.muted" mt="1">
        {t(content.intro)}
      </Text>
      <SimpleGrid as="ul" aria-label={t(m.cardsLabel)} listStyleType="none" columns={{ base: 1, md: 3 }} gap="4" mt="6" p="0">
        {content.cards.map((card) => {
          const live = figures[card.id];
          const cardTitle = t(card.title);
          return (
            <Card.Root as="li" key={card.id} data-testid="role-card">
              <Card.Body gap="2">
                <Heading as="h2" size="md">
                  {cardTitle}
                </Heading>
                <Text fontSize="2xl" fontWeight="bold" color="brand.fg">
                  {live ?? t(card.figure)}
                </Text>
                {live === undefined && (
                  <Text fontSize="xs" color="fg.subtle" data-testid="sample-figure">
                    {t(m.sample)}
                  </Text>
                )}
                <Text color="fg.muted">{t(card.text)}</Text>
              </Card.Body>
              {card.to && (
                <Card.Footer>
                  <Link asChild color="brand.fg" fontWeight="medium">
                    <RouterLink to={card.to} aria-label={t(m.openCard, { title: cardTitle })}>
                      {t(m.open)} <ForwardArrow />
                    </RouterLink>
                  </Link>
                </Card.Footer>
              )}
            </Card.Root>
          );
        })}
      </SimpleGrid>
      {children}
    </Box>
  );
}
