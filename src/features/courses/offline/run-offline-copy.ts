// Starts an offline copy once, however many places ask (a Download tap, "Download now", the start on Wi-Fi), and says how it went.
import type { MaarifaDatabase } from '../../../db';
import { toaster } from '../../../ui/toaster';
import { t } from '../../../lib/i18n';
import { courseTexts } from '../texts.ts';
import { saveOfflineCopy } from './offline-course.ts';
import { useOfflineCopies } from './offline-store.ts';

const running = new Map<string, Promise<boolean>>();

/** Resolves true once the copy is saved (the waiting entry goes with it), false when it failed (the entry stays). */
export function runOfflineCopy(db: MaarifaDatabase, courseId: string, includeVideos: boolean): Promise<boolean> {
  const existing = running.get(courseId);
  if (existing) return existing;
  const run = (async () => {
    try {
      useOfflineCopies.getState().saveCopy(await saveOfflineCopy(db, courseId, includeVideos));
      toaster.create({ type: 'success', title: t(courseTexts.offline.saved) });
      return true;
    } catch (error) {
      toaster.create({ type: 'error', title: t(courseTexts.offline.failed), description: (error as Error).message });
      return false;
    } finally {
      running.delete(courseId);
    }
  })();
  running.set(courseId, run);
  return run;
}

export function isOfflineCopyRunning(courseId: string): boolean {
  return running.has(courseId);
}
