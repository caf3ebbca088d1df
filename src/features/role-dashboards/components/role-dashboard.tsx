// One role dashboard (spec §6): heading, intro and the role's static cards, with the page's title and meta description.
import { Box, Card, Heading, Link, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { roleDashboardTexts as t } from '../texts';
import { ForwardArrow } from '../../../ui/direction-arrow';
import { pageTitle, usePageMeta } from '../../../ui/use-page-meta';

export interface RoleDashboardCard {
  title: string;
  text: string;
  /** A static sample figure; the spec's role dashboards show no live data. */
  figure: string;
  /** Where the card leads, when the app has that page. */
  to?: string;
  /** True when `figure` is live data from the app rather than a static sample. */
  live?: boolean;
}

/** The content with live figures for the cards named in `figures` (by title); the other cards keep their samples. */
export function withLiveFigures(content: RoleDashboardContent, figures: Record<string, string | undefined>): RoleDashboardContent {
  return {
    ...content,
    cards: content.cards.map((card) => (figures[card.title] === undefined ? card : { ...card, figure: figures[card.title]!, live: true })),
  };
}

export interface RoleDashboardContent {
  title: string;
  description: string;
  intro: string;
  cards: readonly RoleDashboardCard[];
}

/** `children` are the dashboard's working sections, shown under the cards. */
export function RoleDashboard({ content, children }: { content: RoleDashboardContent; children?: ReactNode }) {
  usePageMeta({ title: pageTitle(content.title), description: content.description });
  return (
    <Box as="section" aria-labelledby="role-dashboard-title">
      <Heading as="h1" size="2xl" id="role-dashboard-title">
        {content.title}
      </Heading>
      <Text color="fg.muted" mt="1">
        {content.intro}
      </Text>
      <SimpleGrid as="ul" aria-label={t.cardsLabel} listStyleType="none" columns={{ base: 1, md: 3 }} gap="4" mt="6" p="0">
        {content.cards.map((card) => (
          <Card.Root as="li" key={card.title} data-testid="role-card">
            <Card.Body gap="2">
              <Heading as="h2" size="md">
                {card.title}
              </Heading>
              <Text fontSize="2xl" fontWeight="bold" color="brand.fg">
                {card.figure}
              </Text>
              {!card.live && (
                <Text fontSize="xs" color="fg.subtle" data-testid="sample-figure">
                  {t.sample}
                </Text>
              )}
              <Text color="fg.muted">{card.text}</Text>
            </Card.Body>
            {card.to && (
              <Card.Footer>
                <Link asChild color="brand.fg" fontWeight="medium">
                  <RouterLink to={card.to} aria-label={`${t.open} ${card.title}`}>
                    {t.open} <ForwardArrow />
                  </RouterLink>
                </Link>
              </Card.Footer>
            )}
          </Card.Root>
        ))}
      </SimpleGrid>
      {children}
    </Box>
  );
}
