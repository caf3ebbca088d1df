// The XP Levels page (/dashboard/xp): the learner's level, progress and total XP as the server keeps them, XP still
// pending on this device, the ten levels of spec §3 with the current one marked, and the recent activity from the ledger.
import { Badge, Box, Card, Grid, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useSession } from '../../../auth/use-session';
import { useOwnProfile, usePendingXp, useRecentActivity } from '../../../db';
import { XP_LEVELS, XP_RULES, getLevelProgress, type XpKind } from '../../../lib/xp';
import { PageHeader } from '../../../ui/page-header';
import { pageTitle, usePageMeta } from '../../../ui/use-page-meta';
import { useT } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/i18n/format';
import { LevelCard, XpActivityList, levelTitle } from '../components/xp-widgets';
import { xpTexts } from '../components/xp-widgets-texts';
import { xpPageTexts as m } from '../texts';

export default function XpPage() {
  const t = useT();
  usePageMeta({ title: pageTitle(t(m.title)), description: t(m.description) });
  const { user } = useSession();
  const { profile } = useOwnProfile(user?.id);
  const pending = usePendingXp(user?.id);
  const { data: activity } = useRecentActivity();
  const xp = profile?.xp_total ?? 0;
  const current = getLevelProgress(xp).level;
  return (
    <Box>
      <PageHeader title={t(m.title)} lead={t(m.lead)} />
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6">
        <Stack gap="6">
          <LevelCard xp={xp} pending={pending} heading={t(m.yourLevel)} />
          <Box as="section" aria-labelledby="xp-activity-heading">
            <Heading as="h2" size="lg" id="xp-activity-heading" mb="3">
              {t(m.activityTitle)}
            </Heading>
            <XpActivityList events={activity?.events ?? null} />
          </Box>
          <Box as="section" aria-labelledby="xp-how-heading">
            <Heading as="h2" size="lg" id="xp-how-heading" mb="3">
              {t(m.howTitle)}
            </Heading>
            <Stack as="ul" listStyleType="none" p="0" gap="1">
              {(Object.keys(XP_RULES) as XpKind[]).map((kind) => (
                <HStack as="li" key={kind} justify="space-between">
                  <Text>
                    {t(m.how[kind])}
                    {XP_RULES[kind].dailyCap !== null && (
                      <Text as="span" color="fg.muted" fontSize="sm">
                        {' '}
                        ({t(m.perDay, { cap: XP_RULES[kind].dailyCap })})
                      </Text>
                    )}
                  </Text>
                  <Badge colorPalette="green">{t(xpTexts.points, { points: formatNumber(XP_RULES[kind].points) })}</Badge>
                </HStack>
              ))}
            </Stack>
          </Box>
        </Stack>
        <Card.Root as="section" aria-labelledby="xp-tiers-heading" h="fit-content">
          <Card.Header>
            <Heading as="h2" size="md" id="xp-tiers-heading">
              {t(m.tiersTitle)}
            </Heading>
          </Card.Header>
          <Card.Body>
            <Stack as="ol" listStyleType="none" p="0" gap="1" data-testid="xp-tiers">
              {XP_LEVELS.map((tier) => (
                <HStack
                  as="li"
                  key={tier.level}
                  justify="space-between"
                  p="2"
                  borderRadius="md"
                  bg={tier.level === current ? 'brand.subtle' : undefined}
                  aria-current={tier.level === current ? 'step' : undefined}
                  data-testid="xp-tier"
                >
                  <HStack gap="2">
                    <Text fontWeight="bold" w="6">
                      {tier.level}
                    </Text>
                    <Text>{levelTitle(t, tier.level)}</Text>
                    {tier.level === current && <Badge colorPalette="brand">{t(m.current)}</Badge>}
                    {tier.level < current && (
                      <Text color="fg.muted" fontSize="xs">
                        {t(m.reached)}
                      </Text>
                    )}
                  </HStack>
                  <Text color="fg.muted" fontSize="sm">
                    {t(m.tierXp, { xp: formatNumber(tier.minXp) })}
                  </Text>
                </HStack>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
      </Grid>
    </Box>
  );
}
