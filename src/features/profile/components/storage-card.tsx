// Profile → Data's storage section: what Maarifa uses of what the browser allows, whether the browser keeps it through
// low space (and the learner's own ask), and the courses kept offline with their sizes, last opening, Remove and total.
import { Button, Card, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useMaarifaDatabase } from '../../../db';
import { formatBytes } from '../../../lib/format-bytes';
import { useT } from '../../../lib/i18n';
import { formatDate } from '../../../lib/i18n/format';
import { askPersistentStorage, isStoragePersisted, readPersistAsk, readStorageEstimate, usePersistAsk, type StorageEstimateSummary } from '../../../lib/persistent-storage';
import { toaster } from '../../../ui/toaster';
import { getCopyBytes, removeKeptCourse, useOfflineCopies } from '../../courses';
import { storageTexts } from '../storage-texts';

const m = storageTexts.card;

type StorageState = { estimate: StorageEstimateSummary; persisted: boolean | null };

/** Read again whenever what is kept changes (a course removed, an ask answered). */
function useStorageState(revision: unknown): [StorageState | null, () => void] {
  const [state, setState] = useState<StorageState | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let active = true;
    void Promise.all([readStorageEstimate(), isStoragePersisted()]).then(([estimate, persisted]) => active && setState({ estimate, persisted }));
    return () => {
      active = false;
    };
  }, [revision, tick]);
  return [state, useCallback(() => setTick((value) => value + 1), [])];
}

export function StorageCard() {
  const t = useT();
  const copies = useOfflineCopies((state) => state.copies);
  const lastAsk = usePersistAsk();
  const [storage, refresh] = useStorageState(copies);
  const [asking, setAsking] = useState(false);
  useEffect(refresh, [lastAsk, refresh]);
  const asked = lastAsk ?? readPersistAsk();

  async function ask() {
    setAsking(true);
    try {
      await askPersistentStorage();
      refresh();
    } finally {
      setAsking(false);
    }
  }

  return (
    <Card.Root as="section" id="storage" data-testid="storage-card" aria-labelledby="storage-card-title">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" size="md" id="storage-card-title">
            {t(m.title)}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t(m.description)}
          </Text>
        </Stack>
        <Text fontSize="sm" data-testid="storage-usage" data-usage={storage?.estimate?.usage}>
          {storage?.estimate ? t(m.used, { used: formatBytes(storage.estimate.usage), quota: formatBytes(storage.estimate.quota) }) : t(m.usedUnknown)}
        </Text>
        <Stack gap="2" data-testid="storage-persisted" data-persisted={String(storage?.persisted ?? 'unknown')}>
          <Text fontSize="sm">{storage?.persisted === true ? t(m.persisted) : storage?.persisted === false ? t(m.notPersisted) : t(m.persistUnknown)}</Text>
          {asked && storage?.persisted !== true && (
            <Text fontSize="xs" color="fg.muted">
              {t(m.askedOn, { date: formatDate(asked.at) })}
            </Text>
          )}
          {storage?.persisted === false && (
            <Button size="sm" variant="outline" alignSelf="start" onClick={() => void ask()} loading={asking}>
              {t(m.askPersist)}
            </Button>
          )}
        </Stack>
        <KeptCourses />
      </Card.Body>
    </Card.Root>
  );
}

function KeptCourses() {
  const t = useT();
  const db = useMaarifaDatabase();
  const copies = useOfflineCopies((state) => state.copies);
  const kept = useMemo(() => Object.values(copies).sort((a, b) => getCopyBytes(b) - getCopyBytes(a)), [copies]);
  const [titles, setTitles] = useState<Record<string, string>>({});
  const [removing, setRemoving] = useState<string | null>(null);

  // Live: right after sign-in on a device, the courses arrive with the first sync, after this list shows.
  useEffect(() => {
    const subscription = db.courses.findByIds(kept.map((copy) => copy.courseId)).$.subscribe((found) => {
      setTitles(Object.fromEntries([...found].map(([id, doc]) => [id, doc.title])));
    });
    return () => subscription.unsubscribe();
  }, [db, kept]);

  async function remove(courseId: string) {
    setRemoving(courseId);
    try {
      await removeKeptCourse(courseId);
      toaster.create({ type: 'info', title: t(m.removed) });
    } finally {
      setRemoving(null);
    }
  }

  const total = kept.reduce((sum, copy) => sum + getCopyBytes(copy), 0);
  return (
    <Stack gap="2" data-testid="kept-courses">
      <Heading as="h3" size="sm">
        {t(m.coursesTitle)}
      </Heading>
      {kept.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t(m.noCourses)}
        </Text>
      ) : (
        <>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t(m.course)}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t(m.size)}</Table.ColumnHeader>
                <Table.ColumnHeader>{t(m.lastOpened)}</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {kept.map((copy) => {
                const title = titles[copy.courseId];
                return (
                  <Table.Row key={copy.courseId} data-testid="kept-course">
                    <Table.Cell data-user-text={title ? '' : undefined} dir={title ? 'auto' : undefined}>
                      {title ?? t(m.unknownCourse)}
                    </Table.Cell>
                    <Table.Cell textAlign="end" data-bytes={getCopyBytes(copy)}>
                      {formatBytes(getCopyBytes(copy))}
                    </Table.Cell>
                    <Table.Cell>{copy.lastOpenedAt ? formatDate(copy.lastOpenedAt) : t(m.neverOpened)}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={t(m.removeLabel, { title: title ?? t(m.unknownCourse) })}
                        onClick={() => void remove(copy.courseId)}
                        loading={removing === copy.courseId}
                      >
                        {t(m.remove)}
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
          <Text fontSize="sm" fontWeight="medium" data-testid="kept-courses-total" data-bytes={total}>
            {t(m.total, { size: formatBytes(total) })}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {t(m.removeNote)}
          </Text>
        </>
      )}
    </Stack>
  );
}
