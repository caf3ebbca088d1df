// User management on the admin consoles: search people by name or e-mail, see their roles, grant or revoke a role
// (queued as an admin decision, so it works offline for the people shown; the server refuses what the user may not
// do, and the screen says why), and the audit log. Searching and the audit log need a connection.
import { Badge, Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Input } from '../../../ui/parts';
import { useEffect, useState, type FormEvent } from 'react';
import { queueAdminAction, useMaarifaDatabase, type QueuedAdminAction } from '../../../db/index.ts';
import { useOnlineStatus } from '../../../ui/use-online-status.ts';
import { useT } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/i18n/format';
import { ALL_ROLES, describeAuditEntry, fetchAuditLog, searchPeople, type AuditEntry, type Person, type Role, roleName } from '../data/people';
import { queuedFor, rolesAfter, useDelivered } from '../data/queued';
import { userManagementTexts as m } from '../texts';
import { ConsoleSection } from './console-section';
import { QueuedStatus } from './queued-decisions';

export function UserManagement({ queued }: { queued: readonly QueuedAdminAction[] }) {
  const t = useT();
  const online = useOnlineStatus();
  const [query, setQuery] = useState('');
  const [people, setPeople] = useState<Person[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [auditVersion, setAuditVersion] = useState(0);
  useDelivered(queued, (entry) => entry.action.name === 'set_user_role' && setAuditVersion((n) => n + 1));

  const search = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      setPeople(await searchPeople(query));
    } catch (e) {
      setError((e as Error).message);
    }
  };

  return (
    <ConsoleSection id="user-management-heading" heading={t(m.heading)} lead={t(m.lead)} offlineMessage={online ? null : t(m.offline)}>
      <HStack as="form" role="search" aria-label={t(m.searchLabel)} onSubmit={(e) => void search(e)} mt="4" maxW="xl">
        <Input aria-label={t(m.searchLabel)} placeholder={t(m.searchPlaceholder)} value={query} onChange={(e) => setQuery(e.target.value)} />
        <Button type="submit" disabled={!online}>
          {t(m.search)}
        </Button>
      </HStack>
      {error && (
        <Text role="alert" color="fg.error" mt="2">
          {error}
        </Text>
      )}
      {people && people.length === 0 && <Text mt="3">{t(m.noPeople)}</Text>}
      {people && people.length > 0 && (
        <Stack as="ul" listStyleType="none" p="0" mt="4" gap="3" aria-label={t(m.resultsLabel)}>
          {people.map((person) => (
            <PersonCard key={person.id} person={person} queued={queuedFor(queued, person.id)} />
          ))}
        </Stack>
      )}
      <AuditLog version={auditVersion} online={online} />
    </ConsoleSection>
  );
}

function PersonCard({ person, queued }: { person: Person; queued: QueuedAdminAction[] }) {
  const t = useT();
  const db = useMaarifaDatabase();
  // The roles the server last told us, then each grant or revocation it has taken since.
  const [serverRoles, setServerRoles] = useState(person.roles);
  const [message, setMessage] = useState<string | null>(null);
  const name = person.full_name || person.email || person.id;
  const roles = rolesAfter(serverRoles, queued);
  useDelivered(queued, (entry) => {
    if (entry.action.name !== 'set_user_role') return;
    const { role, granted } = entry.action.args;
    setServerRoles((current) => (granted ? [...new Set([...current, role])].sort() : current.filter((r) => r !== role)));
    setMessage(t(granted ? m.granted : m.revoked, { role: roleName(role), name }));
  });
  const toggle = (role: Role) => {
    setMessage(null);
    void queueAdminAction(db, { name: 'set_user_role', args: { target_user_id: person.id, role, granted: !roles.includes(role) } });
  };
  return (
    <Card.Root as="li" aria-label={name} data-testid="person">
      <Card.Body gap="2">
        <Heading data-user-text dir="auto" as="h3" size="sm">
          {name}
        </Heading>
        {person.email && <Text color="fg.muted">{person.email}</Text>}
        <HStack flexWrap="wrap" aria-label={t(m.rolesLabel)}>
          {roles.length === 0 ? <Text color="fg.muted">{t(m.noRoles)}</Text> : roles.map((role) => <Badge key={role}>{roleName(role)}</Badge>)}
        </HStack>
        <HStack flexWrap="wrap" gap="2">
          {ALL_ROLES.map((role) => (
            <Button key={role} size="xs" variant={roles.includes(role) ? 'outline' : 'subtle'} onClick={() => toggle(role)}>
              {t(roles.includes(role) ? m.revoke : m.grant, { role: roleName(role) })}
            </Button>
          ))}
        </HStack>
        {message && (
          <Text role="status" color="fg.success">
            {message}
          </Text>
        )}
        <QueuedStatus entries={queued} />
      </Card.Body>
    </Card.Root>
  );
}

function AuditLog({ version, online }: { version: number; online: boolean }) {
  const t = useT();
  const [state, setState] = useState<{ entries: AuditEntry[]; names: Record<string, string>; error: string | null } | null>(null);
  useEffect(() => {
    if (!online) return;
    let cancelled = false;
    fetchAuditLog().then(
      (log) => !cancelled && setState({ ...log, error: null }),
      (error: unknown) => !cancelled && setState({ entries: [], names: {}, error: (error as Error).message }),
    );
    return () => {
      cancelled = true;
    };
  }, [version, online]);
  return (
    <Box as="section" aria-labelledby="audit-log-heading" mt="8">
      <Heading as="h3" size="lg" id="audit-log-heading">
        {t(m.auditHeading)}
      </Heading>
      {state?.error && <Text color="fg.error">{state.error}</Text>}
      {state && state.entries.length === 0 && !state.error && <Text color="fg.muted">{t(m.auditEmpty)}</Text>}
      <Stack as="ol" listStyleType="none" p="0" mt="2" gap="1" aria-label={t(m.auditHeading)}>
        {state?.entries.map((entry) => (
          <Box as="li" key={entry.id}>
            <Text as="span" color="fg.muted" fontSize="sm" me="2">
              {formatDateTime(entry.created_at)}
            </Text>
            {describeAuditEntry(entry, state.names)}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
