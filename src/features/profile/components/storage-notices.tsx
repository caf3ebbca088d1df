// The device's storage, said on every dashboard page: a refused write (a full phone) with what to free and its sizes,
// data the browser wiped (with what was lost), and the one line that says why Maarifa asked the browser to keep its data.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { dismissWipedData, wipedDataStore, type WipedData } from '../../../auth/device-ledger';
import { isStorageRefusal, storageHealthStore, useMaarifaDatabase, useSyncStatus, type MaarifaDatabase } from '../../../db';
import { formatBytes } from '../../../lib/format-bytes';
import { t } from '../../../lib/i18n';
import { persistAskStore, requestPersistentStorage, type PersistAsk } from '../../../lib/persistent-storage';
import { toaster } from '../../../ui/toaster';
import { getCopyBytes, useOfflineCopies, type OfflineCopy } from '../../courses';
import { storageTexts } from '../storage-texts';

const m = storageTexts;

/** Work that has waited this long for the server is worth asking the browser to keep (issue 52). */
const UNSENT_PERSIST_AFTER_MS = 60_000;
/** The kept courses a full-storage message names: the largest, which free the most. */
const NAMED_COURSES = 3;

/** The full-storage message: the kept courses that would free the most, with their sizes, or what else to free. */
export async function describeFullStorage(db: MaarifaDatabase, copies: Readonly<Record<string, OfflineCopy>>): Promise<string> {
  const largest = Object.values(copies)
    .sort((a, b) => getCopyBytes(b) - getCopyBytes(a))
    .slice(0, NAMED_COURSES);
  if (largest.length === 0) return t(m.full.general);
  const courses = await db.courses.findByIds(largest.map((copy) => copy.courseId)).exec();
  const named = largest.map((copy) => t(m.full.course, { title: courses.get(copy.courseId)?.title ?? t(m.card.unknownCourse), size: formatBytes(getCopyBytes(copy)) }));
  return t(m.full.withCourses, { courses: named.join('; ') });
}

export function StorageNotices() {
  const db = useMaarifaDatabase();
  const navigate = useNavigate();
  const waitingWork = useSyncStatus((status) => status.pending > 0);

  useEffect(() => {
    // A refused write rejects the command that made it; forms leave their text in place and show nothing of their own.
    // The message below says what happened, so the rejection is not reported a second time as an uncaught error.
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isStorageRefusal(event.reason)) event.preventDefault();
    };
    window.addEventListener('unhandledrejection', onRejection);
    return () => window.removeEventListener('unhandledrejection', onRejection);
  }, []);

  useEffect(() => {
    const announce = async () => {
      const description = await describeFullStorage(db, useOfflineCopies.getState().copies).catch(() => t(m.full.general));
      // One message however many writes were refused: a second refusal renews it rather than stacking another.
      toaster.create({
        id: 'storage-full',
        type: 'error',
        title: t(m.full.title),
        description,
        duration: 20_000,
        closable: true,
        action: { label: t(m.full.manage), onClick: () => void navigate('/dashboard/profile#storage') },
      });
    };
    return storageHealthStore.subscribe((health, before) => {
      if (health.refusals <= before.refusals) return;
      // Every refused write of the user's is told (they pressed Post again); sync's own only when storage first fills,
      // as its retries back off and would otherwise repeat the message.
      if (!health.refusedSyncWrite || before.state === 'ok') void announce();
    });
  }, [db, navigate]);

  useEffect(() => {
    const announce = (wiped: WipedData | null) => {
      if (!wiped) return;
      toaster.create({
        id: 'storage-wiped',
        type: 'warning',
        title: t(m.wiped.title),
        description: wiped.lost > 0 ? t(m.wiped.lost, { count: wiped.lost }) : t(m.wiped.nothingLost),
        duration: Infinity,
        closable: true,
      });
      dismissWipedData();
    };
    announce(wipedDataStore.getState().wiped);
    return wipedDataStore.subscribe((state) => announce(state.wiped));
  }, []);

  useEffect(() => {
    const announce = (ask: PersistAsk | null) => {
      if (ask) toaster.create({ type: 'info', title: t(m.persist.title), description: t(m.persist[ask.reason]), duration: 8000 });
    };
    return persistAskStore.subscribe((state, before) => {
      if (state.last !== before.last) announce(state.last);
    });
  }, []);

  useEffect(() => {
    if (!waitingWork) return;
    const timer = setTimeout(() => void requestPersistentStorage('unsent-work'), UNSENT_PERSIST_AFTER_MS);
    return () => clearTimeout(timer);
  }, [waitingWork]);

  return null;
}
