// The Applications section of /dashboard/admin: instructor and affiliate applications, pending first, with every field
// the applicant gave; Approve or Decline (a decline needs a note), sent through the outbox so a decision made offline
// goes out once when the connection returns. Read online; offline it says so and shows the last list seen.
import { Badge, Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Alert, NativeSelect, Textarea } from '../../../ui/parts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/i18n/format';
import { useSession } from '../../../auth/use-session';
import { queueAdminAction, useMaarifaDatabase, type QueuedAdminAction } from '../../../db/index.ts';
import { useOnlineStatus } from '../../../ui/use-online-status.ts';
import { decisionError, fetchApplications, filterApplications, readLastSeen, saveLastSeen, type Application, type ApplicationFilter } from '../data/applications';
import { queuedFor, useDelivered } from '../data/queued';
import { applicationsTexts as m } from '../texts';
import { ConsoleSection } from './console-section';
import { QueuedStatus } from './queued-decisions';

type Load = { status: 'loading' | 'ready' | 'error'; error: string | null };

export function ApplicationsReview({ queued }: { queued: readonly QueuedAdminAction[] }) {
  const { user } = useSession();
  const online = useOnlineStatus();
  const userId = user?.id ?? null;
  const [applications, setApplications] = useState<Application[]>(() => (userId ? (readLastSeen(userId)?.applications ?? []) : []));
  const [savedAt, setSavedAt] = useState<string | null>(() => (userId ? (readLastSeen(userId)?.savedAt ?? null) : null));
  const [load, setLoad] = useState<Load>({ status: 'loading', error: null });
  const [filter, setFilter] = useState<ApplicationFilter>({ status: 'pending', kind: 'all' });

  // Bumped after each decision, so the list is read again.
  const [readCount, setReadCount] = useState(0);
  useEffect(() => {
    if (!userId || !online) return;
    let cancelled = false;
    fetchApplications().then(
      (fresh) => {
        if (cancelled) return;
        setApplications(fresh);
        setSavedAt(null);
        saveLastSeen(userId, fresh);
        setLoad({ status: 'ready', error: null });
      },
      (error: unknown) => !cancelled && setLoad({ status: 'error', error: (error as Error).message }),
    );
    return () => {
      cancelled = true;
    };
  }, [userId, online, readCount]);
  const refresh = useCallback(() => setReadCount((n) => n + 1), []);
  // A decision the server took: read the list again, so the application shows under its new status.
  useDelivered(queued, (entry) => entry.action.name === 'review_application' && refresh());

  const t = useT();
  const shown = useMemo(() => filterApplications(applications, filter), [applications, filter]);

  return (
    <ConsoleSection id="applications-heading" heading={t(m.heading)} lead={t(m.lead)} offlineMessage={online ? null : savedAt ? t(m.offlineLastSeen, { when: formatDateTime(savedAt) }) : t(m.offlineNothing)}>
      {online && load.status === 'error' && (
        <Alert.Root status="error" mt="3">
          <Alert.Indicator />
          <Alert.Title>{t(m.loadFailed, { message: load.error ?? '' })}</Alert.Title>
        </Alert.Root>
      )}
      <HStack mt="4" gap="4" flexWrap="wrap">
        <Box>
          <Text fontWeight="medium" asChild>
            <label htmlFor="applications-status">{t(m.statusFilter)}</label>
          </Text>
          <NativeSelect.Root size="sm" width="48">
            <NativeSelect.Field id="applications-status" value={filter.status} onChange={(e) => setFilter((f) => ({ ...f, status: e.target.value as ApplicationFilter['status'] }))}>
              <option value="pending">{t(m.statuses.pending)}</option>
              <option value="approved">{t(m.statuses.approved)}</option>
              <option value="declined">{t(m.statuses.declined)}</option>
              <option value="all">{t(m.all)}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
        <Box>
          <Text fontWeight="medium" asChild>
            <label htmlFor="applications-kind">{t(m.kindFilter)}</label>
          </Text>
          <NativeSelect.Root size="sm" width="48">
            <NativeSelect.Field id="applications-kind" value={filter.kind} onChange={(e) => setFilter((f) => ({ ...f, kind: e.target.value as ApplicationFilter['kind'] }))}>
              <option value="all">{t(m.all)}</option>
              <option value="instructor">{t(m.kinds.instructor)}</option>
              <option value="affiliate">{t(m.kinds.affiliate)}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
      </HStack>
      {online && load.status === 'loading' && applications.length === 0 ? (
        <Text mt="4">{t(m.loading)}</Text>
      ) : shown.length === 0 ? (
        <Text mt="4" color="fg.muted">
          {t(m.empty)}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" p="0" mt="4" gap="4" aria-label={t(m.listLabel)}>
          {shown.map((application) => (
            <ApplicationCard key={application.id} application={application} online={online} queued={queuedFor(queued, application.id)} />
          ))}
        </Stack>
      )}
    </ConsoleSection>
  );
}

function ApplicationCard({ application, online, queued }: { application: Application; online: boolean; queued: QueuedAdminAction[] }) {
  const t = useT();
  const db = useMaarifaDatabase();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const name = application.fields.full_name ?? application.fields.email ?? application.user_id;
  const waiting = queued.find((entry) => entry.status === 'pending');
  const decide = async (decision: 'approved' | 'declined') => {
    const problem = decisionError(decision, note);
    if (problem) return setError(problem);
    setError(null);
    await queueAdminAction(db, { name: 'review_application', args: { application_id: application.id, decision, note: note.trim() || null } });
  };
  const noteId = `note-${application.id}`;
  return (
    <Card.Root as="li" data-testid="application" aria-label={t(m.applicationFrom, { kind: application.kind, name })}>
      <Card.Header>
        <HStack justify="space-between" flexWrap="wrap">
          <Heading data-user-text dir="auto" as="h3" size="md">
            {name}
          </Heading>
          <HStack>
            <Badge>{t(m.kinds[application.kind])}</Badge>
            <Badge colorPalette={application.status === 'approved' ? 'green' : application.status === 'declined' ? 'red' : 'yellow'}>{t(m.statuses[application.status])}</Badge>
            {waiting?.action.name === 'review_application' && <Badge colorPalette="blue">{t(m.statuses[waiting.action.args.decision])}</Badge>}
          </HStack>
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          {t(m.sent, { when: formatDateTime(application.created_at) })}
        </Text>
      </Card.Header>
      <Card.Body>
        <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', md: '14rem 1fr' }} columnGap="4" rowGap="1">
          {Object.entries(application.fields).filter(([key]) => !key.startsWith('_')).map(([key, value]) => (
            <Box key={key} display="contents">
              <Text as="dt" fontWeight="medium">
                {key in m.fieldLabels ? t(m.fieldLabels[key as keyof typeof m.fieldLabels]) : key}
              </Text>
              <Text data-user-text dir="auto" as="dd" whiteSpace="pre-wrap" overflowWrap="anywhere">
                {value}
              </Text>
            </Box>
          ))}
        </Box>
        {application.review_note && (
          <Text mt="3">
            <strong>{t(m.noteLabel)}:</strong> {application.review_note}
          </Text>
        )}
        <Box mt="3">
          <QueuedStatus entries={queued} />
        </Box>
        {application.status === 'pending' && !waiting && (
          <Stack mt="4" gap="2">
            <Text fontWeight="medium" asChild>
              <label htmlFor={noteId}>{t(m.noteField)}</label>
            </Text>
            <Textarea id={noteId} value={note} onChange={(e) => setNote(e.target.value)} maxLength={2000} />
            {!online && <Text color="fg.muted">{t(m.offlineDecisions)}</Text>}
            {error && (
              <Text role="alert" color="fg.error">
                {error}
              </Text>
            )}
            <HStack>
              <Button colorPalette="green" onClick={() => void decide('approved')}>
                {t(m.approve)}
              </Button>
              <Button variant="outline" colorPalette="red" onClick={() => void decide('declined')}>
                {t(m.decline)}
              </Button>
            </HStack>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
