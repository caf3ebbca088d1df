// /dashboard/revenue: four KPI cards, the five revenue streams, and the breakdown (distribution, growth
// opportunities, goals). Static sample figures (spec §2, §9), derived from src/content/revenue.
import { Box, Card, Heading, HStack, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { growthOpportunities, marketplaceCommission, monthlyRevenue, revenueGoals, revenueStreams } from '../../../content/revenue';
import { AppIcon } from '../../../ui/app-icon';
import { PageHeader } from '../../../ui/page-header';
import { StatCard, StatGrid } from '../../../ui/stat-card';
import { StatusBadge } from '../../../ui/status-badge';
import { pageTitle, usePageMeta } from '../../../ui/use-page-meta';
import { LabelledBar } from '../components/labelled-bar';
import { formatThousands, goalPercent, streamAmount } from '../figures';
import { revenueTexts as t } from '../texts';

const [monthlyGoal] = revenueGoals;
const [leadingStream] = revenueStreams;

export default function RevenuePage() {
  usePageMeta({ title: pageTitle(t.title), description: t.description });
  return (
    <Box as="section" aria-labelledby="revenue-title">
      <PageHeader title={t.title} lead={t.lead} titleId="revenue-title" />
      <StatGrid aria-label={t.kpisLabel} mb="6">
        <StatCard icon="dollar" label={t.kpis.total} value={formatThousands(monthlyRevenue)} hint={t.kpis.totalHint} />
        <StatCard icon="target" label={t.kpis.monthlyTarget} value={t.percent(goalPercent(monthlyGoal))} hint={t.kpis.monthlyTargetHint(formatThousands(monthlyGoal.target))} />
        <StatCard
          icon="shoppingBag"
          label={t.kpis.commission}
          value={t.kpis.commissionValue(marketplaceCommission.min, marketplaceCommission.max)}
          hint={t.kpis.commissionHint}
        />
        <StatCard icon="pieChart" label={t.kpis.streams} value={String(revenueStreams.length)} hint={t.kpis.streamsHint(leadingStream.name, leadingStream.share)} />
      </StatGrid>
      <Tabs.Root defaultValue="streams" variant="line" lazyMount unmountOnExit>
        <Tabs.List flexWrap="wrap">
          <Tabs.Trigger value="streams">{t.tabs.streams}</Tabs.Trigger>
          <Tabs.Trigger value="breakdown">{t.tabs.breakdown}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="streams">
          <RevenueStreams />
        </Tabs.Content>
        <Tabs.Content value="breakdown">
          <RevenueBreakdown />
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}

function RevenueStreams() {
  return (
    <>
      <Heading as="h2" srOnly>
        {t.tabs.streams}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {revenueStreams.map((stream) => (
          <Card.Root as="li" key={stream.id} variant="outline" data-testid="revenue-stream">
            <Card.Body gap="2">
              <HStack justify="space-between" gap="2">
                <HStack gap="2">
                  <AppIcon name={stream.icon} boxSize="5" color="brand.fg" />
                  <Heading as="h3" size="md">
                    {stream.name}
                  </Heading>
                </HStack>
                <StatusBadge status={stream.status} />
              </HStack>
              <Text color="fg.muted" textStyle="sm">
                {stream.description}
              </Text>
              <HStack justify="space-between" wrap="wrap" gap="2" mt="auto" pt="2">
                <Text fontSize="xl" fontWeight="bold" data-testid="stream-share">
                  {t.shareOfRevenue(stream.share)}
                </Text>
                <Text textStyle="sm" color="fg.muted">
                  {t.thisMonth(formatThousands(streamAmount(stream)))}
                </Text>
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </>
  );
}

function RevenueBreakdown() {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <Card.Root variant="outline" as="section" aria-labelledby="revenue-distribution">
        <Card.Header>
          <Heading as="h2" size="lg" id="revenue-distribution">
            {t.distribution}
          </Heading>
        </Card.Header>
        <Card.Body>
          <Stack gap="4">
            {revenueStreams.map((stream) => (
              <LabelledBar
                key={stream.id}
                label={stream.name}
                value={stream.share}
                valueText={t.share(stream.share)}
                barLabel={t.distributionBar(stream.name)}
                hint={t.thisMonth(formatThousands(streamAmount(stream)))}
              />
            ))}
          </Stack>
        </Card.Body>
      </Card.Root>
      <Stack gap="4">
        <Card.Root variant="outline" as="section" aria-labelledby="revenue-goals">
          <Card.Header>
            <Heading as="h2" size="lg" id="revenue-goals">
              {t.goals}
            </Heading>
          </Card.Header>
          <Card.Body>
            <Stack gap="4">
              {revenueGoals.map((goal) => (
                <LabelledBar
                  key={goal.id}
                  label={`${goal.label}: ${formatThousands(goal.target)}`}
                  value={goalPercent(goal)}
                  valueText={t.percent(goalPercent(goal))}
                  barLabel={t.goalBar(goal.label)}
                  hint={t.goalProgress(formatThousands(goal.reached), formatThousands(goal.target))}
                />
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
        <Card.Root variant="outline" as="section" aria-labelledby="revenue-growth">
          <Card.Header>
            <Heading as="h2" size="lg" id="revenue-growth">
              {t.growthOpportunities}
            </Heading>
          </Card.Header>
          <Card.Body>
            <Stack as="ul" listStyleType="none" gap="3">
              {growthOpportunities.map((opportunity) => (
                <HStack as="li" key={opportunity.title} align="start" gap="3" data-testid="growth-opportunity">
                  <AppIcon name={opportunity.icon} boxSize="5" color="brand.fg" mt="0.5" />
                  <Box>
                    <Heading as="h3" size="sm">
                      {opportunity.title}
                    </Heading>
                    <Text color="fg.muted" textStyle="sm">
                      {opportunity.description}
                    </Text>
                  </Box>
                </HStack>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
      </Stack>
    </SimpleGrid>
  );
}
