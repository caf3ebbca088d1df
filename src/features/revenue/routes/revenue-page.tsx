// /dashboard/revenue: four KPI cards, the five revenue streams, and the breakdown (distribution, growth
// opportunities, goals). Static sample figures (spec §2, §9), derived from src/content/revenue.
import { Box, Card, Heading, HStack, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { growthOpportunities, marketplaceCommission, monthlyRevenue, revenueGoals, revenueStreams } from '../../../content/revenue';
import { useT } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/i18n/format';
import { AppIcon } from '../../../ui/app-icon';
import { PageHeader } from '../../../ui/page-header';
import { StatCard, StatGrid } from '../../../ui/stat-card';
import { StatusBadge } from '../../../ui/status-badge';
import { pageTitle, usePageMeta } from '../../../ui/use-page-meta';
import { LabelledBar } from '../components/labelled-bar';
import { formatShare, formatThousands, goalPercent, streamAmount } from '../figures';
import { revenueTexts as m } from '../texts';
import * as icons from '../../../content/icon-paths';

const [monthlyGoal] = revenueGoals;
const [leadingStream] = revenueStreams;

export default function RevenuePage() {
  const t = useT();
  usePageMeta({ title: pageTitle(t(m.title)), description: t(m.description) });
  return (
    <Box as="section" aria-labelledby="revenue-title">
      <PageHeader title={t(m.title)} lead={t(m.lead)} titleId="revenue-title" />
      <StatGrid aria-label={t(m.kpisLabel)} mb="6">
        <StatCard icon={icons.dollar} label={t(m.kpis.total)} value={formatThousands(monthlyRevenue)} hint={t(m.kpis.totalHint)} />
        <StatCard icon={icons.target} label={t(m.kpis.monthlyTarget)} value={formatShare(goalPercent(monthlyGoal))} hint={t(m.kpis.monthlyTargetHint, { target: formatThousands(monthlyGoal.target) })} />
        <StatCard
          icon={icons.shoppingBag}
          label={t(m.kpis.commission)}
          value={t(m.kpis.commissionValue, marketplaceCommission)}
          hint={t(m.kpis.commissionHint)}
        />
        <StatCard icon={icons.pieChart} label={t(m.kpis.streams)} value={formatNumber(revenueStreams.length)} hint={t(m.kpis.streamsHint, { name: t(leadingStream.name), share: formatShare(leadingStream.share) })} />
      </StatGrid>
      <Tabs.Root defaultValue="streams" variant="line" lazyMount unmountOnExit>
        <Tabs.List flexWrap="wrap">
          <Tabs.Trigger value="streams">{t(m.tabs.streams)}</Tabs.Trigger>
          <Tabs.Trigger value="breakdown">{t(m.tabs.breakdown)}</Tabs.Trigger>
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
  const t = useT();
  return (
    <>
      <Heading as="h2" srOnly>
        {t(m.tabs.streams)}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {revenueStreams.map((stream) => (
          <Card.Root as="li" key={stream.id} variant="outline" data-testid="revenue-stream">
            <Card.Body gap="2">
              <HStack justify="space-between" gap="2">
                <HStack gap="2">
                  <AppIcon path={stream.icon} boxSize="5" color="brand.fg" />
                  <Heading as="h3" size="md">
                    {t(stream.name)}
                  </Heading>
                </HStack>
                <StatusBadge status={stream.status} />
              </HStack>
              <Text color="fg.muted" textStyle="sm">
                {t(stream.description, marketplaceCommission)}
              </Text>
              <HStack justify="space-between" wrap="wrap" gap="2" mt="auto" pt="2">
                <Text fontSize="xl" fontWeight="bold" data-testid="stream-share">
                  {t(m.shareOfRevenue, { share: formatShare(stream.share) })}
                </Text>
                <Text textStyle="sm" color="fg.muted">
                  {t(m.thisMonth, { amount: formatThousands(streamAmount(stream)) })}
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
  const t = useT();
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <Card.Root variant="outline" as="section" aria-labelledby="revenue-distribution">
        <Card.Header>
          <Heading as="h2" size="lg" id="revenue-distribution">
            {t(m.distribution)}
          </Heading>
        </Card.Header>
        <Card.Body>
          <Stack gap="4">
            {revenueStreams.map((stream) => (
              <LabelledBar
                key={stream.id}
                label={t(stream.name)}
                value={stream.share}
                valueText={formatShare(stream.share)}
                barLabel={t(m.distributionBar, { name: t(stream.name) })}
                hint={t(m.thisMonth, { amount: formatThousands(streamAmount(stream)) })}
              />
            ))}
          </Stack>
        </Card.Body>
      </Card.Root>
      <Stack gap="4">
        <Card.Root variant="outline" as="section" aria-labelledby="revenue-goals">
          <Card.Header>
            <Heading as="h2" size="lg" id="revenue-goals">
              {t(m.goals)}
            </Heading>
          </Card.Header>
          <Card.Body>
            <Stack gap="4">
              {revenueGoals.map((goal) => (
                <LabelledBar
                  key={goal.id}
                  label={t(m.goalLabel, { label: t(goal.label), target: formatThousands(goal.target) })}
                  value={goalPercent(goal)}
                  valueText={formatShare(goalPercent(goal))}
                  barLabel={t(m.goalBar, { label: t(goal.label) })}
                  hint={t(m.goalProgress, { reached: formatThousands(goal.reached), target: formatThousands(goal.target) })}
                />
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
        <Card.Root variant="outline" as="section" aria-labelledby="revenue-growth">
          <Card.Header>
            <Heading as="h2" size="lg" id="revenue-growth">
              {t(m.growthOpportunities)}
            </Heading>
          </Card.Header>
          <Card.Body>
            <Stack as="ul" listStyleType="none" gap="3">
              {growthOpportunities.map((opportunity) => (
                <HStack as="li" key={opportunity.id} align="start" gap="3" data-testid="growth-opportunity">
                  <AppIcon path={opportunity.icon} boxSize="5" color="brand.fg" mt="0.5" />
                  <Box>
                    <Heading as="h3" size="sm">
                      {t(opportunity.title)}
                    </Heading>
                    <Text color="fg.muted" textStyle="sm">
                      {t(opportunity.description)}
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
