// The Profile page (/dashboard/profile): view and edit mode (edit works on a copy; Save or Cancel), the level card, and
// the Learning Stats and Recent Activity tabs with real numbers, and the Data settings with the device's storage. Saving writes the device's copy, offline too.
import { Badge, Box, Button, Card, Grid, HStack, Heading, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { Field, Input, Textarea } from '../../../ui/parts';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../../auth/use-session';
import { type ProfileDoc, useIsUnsent, useMaarifaDatabase, useOwnProfile, usePendingXp, useRecentActivity } from '../../../db';
import { PageLoading } from '../../../ui/page-loading';
import { StatCard, StatGrid } from '../../../ui/stat-card';
import { toaster } from '../../../ui/toaster';
import { pageTitle, usePageMeta } from '../../../ui/use-page-meta';
import { LevelCard, XpActivityList } from '../../xp';
import { UsageMeterCard } from '../components/usage-meter-card';
import { DataSettingsCard } from '../components/data-settings-card';
import { StorageCard } from '../components/storage-card';
import { LanguageCard } from '../components/language-card';
import { updateProfile } from '../data/commands';
import { useLearningStats } from '../data/hooks';
import { useT } from '../../../lib/i18n';
import { formatDate, formatNumber } from '../../../lib/i18n/format';
import { profileTexts as m } from '../texts';

export default function ProfilePage() {
  const t = useT();
  usePageMeta({ title: pageTitle(t(m.title)), description: t(m.description) });
  const { user, status } = useSession();
  const { profile, loading } = useOwnProfile(user?.id);
  const [editing, setEditing] = useState(false);
  const pending = usePendingXp(user?.id);
  if (!user) return status === 'loading' ? <PageLoading /> : <Text role="alert">{t(m.notAuthenticated)}</Text>;
  if (!profile) return <Text color="fg.muted">{loading ? t(m.loading) : t(m.notSynced)}</Text>;
  return (
    <Box>
      <Heading as="h1" size="2xl" mb="6">
        {t(m.title)}
      </Heading>
      {/* minmax(0, …): a long word or a wide card never widens the page past a phone's screen. */}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="6">
        <Stack gap="6">
          {editing ? <ProfileForm profile={profile} onDone={() => setEditing(false)} /> : <ProfileView profile={profile} email={user.email ?? profile.email} onEdit={() => setEditing(true)} />}
          <ProfileTabs userId={user.id} />
        </Stack>
        <Stack gap="3">
          <LevelCard xp={profile.xp_total} pending={pending} heading={t(m.levelHeading)} />
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to="/dashboard/xp">{t(m.viewAchievements)}</RouterLink>
          </Link>
          <LanguageCard />
          <DataSettingsCard userId={user.id} />
          <StorageCard />
          <UsageMeterCard />
        </Stack>
      </Grid>
    </Box>
  );
}

function ProfileView({ profile, email, onEdit }: { profile: ProfileDoc; email: string | null | undefined; onEdit: () => void }) {
  const t = useT();
  const isUnsent = useIsUnsent('profiles');
  return (
    <Card.Root data-testid="profile-view">
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" flexWrap="wrap">
          <Box>
            <Heading data-user-text dir="auto" as="h2" size="xl" data-testid="profile-name">
              {profile.full_name ?? t(m.noName)}
            </Heading>
            {isUnsent(profile) && (
              <Badge colorPalette="yellow" data-testid="pending-marker">
                {t(m.pending)}
              </Badge>
            )}
          </Box>
          <Button onClick={onEdit}>{t(m.edit)}</Button>
        </HStack>
        <Text data-user-text dir="auto" color={profile.bio ? undefined : 'fg.muted'} whiteSpace="pre-wrap" data-testid="profile-bio">
          {profile.bio ?? t(m.noBio)}
        </Text>
        {/* An email address is one long word: it breaks rather than pushing the card past a phone's edge. */}
        <Box as="dl" display="grid" gridTemplateColumns="10rem minmax(0, 1fr)" rowGap="1" overflowWrap="anywhere">
          <Text as="dt" color="fg.muted">
            {t(m.email)}
          </Text>
          <Text data-user-text dir="auto" as="dd">{email ?? t(m.notSet)}</Text>
          <Text as="dt" color="fg.muted">
            {t(m.country)}
          </Text>
          <Text data-user-text dir="auto" as="dd" data-testid="profile-country">
            {profile.country ?? t(m.notSet)}
          </Text>
          <Text as="dt" color="fg.muted">
            {t(m.rating)}
          </Text>
          <Text as="dd">{profile.rating != null ? formatNumber(profile.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) : t(m.noRating)}</Text>
          <Text as="dt" color="fg.muted">
            {t(m.memberSince)}
          </Text>
          <Text as="dd">{formatDate(profile.created_at, { year: 'numeric', month: 'long', day: 'numeric' })}</Text>
        </Box>
        <HStack flexWrap="wrap" gap="2" data-testid="profile-skills" aria-label={t(m.fields.skills)}>
          {profile.skills.length === 0 ? (
            <Text color="fg.muted">{t(m.noSkills)}</Text>
          ) : (
            profile.skills.map((skill) => <Badge data-user-text dir="auto" key={skill}>{skill}</Badge>)
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** Edit mode works on a copy: nothing reaches the profile until Save, and Cancel leaves it as it was. */
function ProfileForm({ profile, onDone }: { profile: ProfileDoc; onDone: () => void }) {
  const t = useT();
  const db = useMaarifaDatabase();
  const { user } = useSession();
  const [draft, setDraft] = useState({ full_name: profile.full_name ?? '', country: profile.country ?? '', bio: profile.bio ?? '', skills: profile.skills.join(', ') });
  const [saving, setSaving] = useState(false);
  const set = (field: keyof typeof draft) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [field]: event.target.value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const result = await updateProfile(db, user?.id, draft);
      if (!result.ok) {
        // A refused field (a limit passed) is named; the draft stays in the form to be shortened.
        const named = result.error === t(m.notAuthenticated) || Object.keys(result.fieldErrors).length > 0;
        toaster.create({ type: 'error', title: t(m.failed.title), description: named ? result.error : t(m.failed.description) });
        return;
      }
      toaster.create({ type: 'success', title: t(m.saved.title), description: t(m.saved.description) });
      onDone();
    } catch {
      // Kept: the copy stays in the form, so nothing typed is lost.
      toaster.create({ type: 'error', title: t(m.failed.title), description: t(m.failed.description) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card.Root as="form" onSubmit={(e: FormEvent) => void save(e)} aria-label={t(m.edit)}>
      <Card.Body gap="4">
        <Field.Root>
          <Field.Label>{t(m.fields.full_name)}</Field.Label>
          <Input value={draft.full_name} onChange={set('full_name')} autoComplete="name" />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t(m.fields.country)}</Field.Label>
          <Input value={draft.country} onChange={set('country')} autoComplete="country-name" />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t(m.fields.bio)}</Field.Label>
          <Textarea rows={4} value={draft.bio} onChange={set('bio')} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t(m.fields.skills)}</Field.Label>
          <Input value={draft.skills} onChange={set('skills')} />
          <Field.HelperText>{t(m.skillsHint)}</Field.HelperText>
        </Field.Root>
        <HStack>
          <Button type="submit" colorPalette="brand" loading={saving}>
            {t(m.save)}
          </Button>
          <Button variant="outline" onClick={onDone}>
            {t(m.cancel)}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function ProfileTabs({ userId }: { userId: string }) {
  const t = useT();
  const stats = useLearningStats(userId);
  const { data: activity } = useRecentActivity();
  return (
    <Tabs.Root defaultValue="stats" variant="line">
      <Tabs.List>
        <Tabs.Trigger value="stats">{t(m.tabs.stats)}</Tabs.Trigger>
        <Tabs.Trigger value="activity">{t(m.tabs.activity)}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="stats">
        <StatGrid columns={{ base: 2, md: 3, xl: 5 }} data-testid="learning-stats">
          <StatCard label={t(m.stats.courses)} value={formatNumber(stats.courses)} />
          <StatCard label={t(m.stats.lessons)} value={formatNumber(stats.lessons)} />
          <StatCard label={t(m.stats.hours)} value={formatNumber(stats.hours)} />
          <StatCard label={t(m.stats.discussions)} value={formatNumber(stats.discussions)} />
          <StatCard label={t(m.stats.comments)} value={formatNumber(stats.comments)} />
        </StatGrid>
      </Tabs.Content>
      <Tabs.Content value="activity">
        <XpActivityList events={activity?.events ?? null} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
