// Public API of the local-first data layer: open the database, run sync, show status, handle conflicts and the outbox.
/**
 * ## Database
 * - `openMaarifaDatabase(options?) → Promise<MaarifaDatabase>` — the app's one database (Dexie/IndexedDB), opened once.
 * - `createMaarifaDatabase({ name?, storage?, collections?, multiInstance?, devMode? })` — a new database; tests pass
 *   fake-indexeddb storage and a subset of collections (free RxDB allows 13 open collections per process).
 *   Twelve collections (ARCHITECTURE §10): profiles (own, with server-kept roles, xp_total, level), courses,
 *   course_modules, lessons, learning (`kind` enrollment | lesson_progress), discussions (partial: newest 200, own,
 *   engaged), discussion_comments, votes (own upvotes, one id per user and discussion), creator_tools (`kind`
 *   automation_workflow | tech_connection | api_key), server_views (read models by `name`), outbox, conflicts. Opening a
 *   database written before data layer v2 carries its data, unsent writes included, into them (`legacy-upgrade.ts`).
 * - `clearLocalData(db?) → Promise<void>` — stops sync and deletes all local data. Only on explicit sign-out (or a
 *   server-rejected session); never on a network error. Open a new database afterwards.
 * - `MaarifaDatabaseProvider` (= RxDB's `RxDatabaseProvider`, prop `database`) and `useMaarifaDatabase()`.
 *
 * ## Sync
 * - `startSync({ db, supabase, pushBatchSize?, pullBatchSize?, pushDebounceMs?, intervalMs?, statusStore?, onSignedOut? })
 *   → SyncHandle { syncNow(): Promise<void>; stop(): Promise<void>; status; db }`.
 *   Listens to `supabase.auth.onAuthStateChange`: runs only with an unexpired access token (sent explicitly, never the
 *   anon key), pauses when it expired offline (refreshing it when back online), resumes on TOKEN_REFRESHED / SIGNED_IN,
 *   stops on SIGNED_OUT — or when a different user signs in on a device holding someone else's data — and then calls
 *   `onSignedOut` (where the app calls `clearLocalData()` and opens a fresh database). Network errors and 5xx never
 *   clear anything: failed requests are held and retried. Only the leader tab replicates; other tabs see the changes
 *   and mirror the leader's status. Syncs on start, `online`, tab visible, ~1 s after local writes, every 5 minutes;
 *   exponential back-off with jitter after errors. Tip: call `handle.syncNow()` before an explicit sign-out so queued
 *   outbox submissions go out first (sign-out clears everything local).
 *   Typical app wiring:
 *     const db = await openMaarifaDatabase();
 *     const sync = startSync({ db, supabase, onSignedOut: () => clearLocalData() });
 * - `useSyncStatus(selector?)` / `syncStatusStore` — `{ state: 'offline'|'syncing'|'up-to-date'|'error'|'paused',
 *   pending, unsent, lastSyncedAt, error, conflicts, pausedReason }`.
 * - `useIsUnsent(collection) → (doc) => boolean` — whether a record still waits for the server (never sent, or changed
 *   since); every screen marks such records.
 *
 * ## Storage that refuses writes (a full phone)
 * - Every write goes through `watchStorageWrites` (database.ts): a refusal (QuotaExceededError, an I/O UnknownError, in
 *   any of Dexie's wrappings) rejects the command with `StorageRefusedError` (nothing was written; the form keeps its
 *   text) and sets `storageHealthStore` / `useStorageHealth()` to `full`, which the dashboard's storage notices explain;
 *   the sync engine ends its round and backs off, and resumes at once when a later write of the user's gets through.
 *
 * ## Conflicts (the server's version wins; the user's losing version is kept here)
 * - `useConflicts() → { conflicts: ConflictDoc[]; loading }`, `reapplyConflict(db, conflictId)`, `dismissConflict(db, conflictId)`.
 *
 * ## Outbox (one-way submissions: instructor_applications, affiliate_applications, contact_messages)
 * - `noteDiscussionView(db, discussionId)` — a view, recorded with the next sync round (once per user and discussion).
 * - `queueSubmission(db, kind, payload) → Promise<id>`; `useSubmissionStatus(id) → { status: 'pending'|'delivered'|'failed'|undefined; error }`;
 *   `retrySubmission(db, id)`.
 *
 * ## Storage conversions (spec §5)
 * - `convertEmptyToNull`, `convertDurationToMinutes`, `splitSkills`.
 *
 * ## Reading
 * - `useLiveDocs(collection, memoisedQuery) → { data, loading, error }` — every screen reads through it.
 * - The server's read models (`useLeaderboard`, `useRecentActivity`, `useMyOrders`, … from `server-views.ts`), the own
 *   profile (`useOwnProfile`), XP not yet counted by the server (`usePendingXp`), tech connections (`useConnections`,
 *   `writeConnection`, `removeConnection`, `showCredentials`), and each collection's document type (`CourseDoc`, …).
 *   Outside src/db, import them from here, never from the file that defines them (eslint.config.js keeps that).
 *
 * Feature data (hooks + commands) lives in `src/features/<name>/data/`; courses is the pattern to copy:
 * `src/features/courses/data/hooks.ts` (usePublishedCourses, useInstructorCourses, useCourse, useCourseModules,
 * useModule, useModuleLessons, useEnrolledCourses) and `commands.ts` (createCourse, updateCourse, addModule,
 * addLesson, deleteLesson, publishCourse, enrollInCourse, markLessonComplete → `CommandResult`).
 */
import { useRxDatabase } from 'rxdb/plugins/react';
import type { MaarifaDatabase } from './database.ts';

export { RxDatabaseProvider as MaarifaDatabaseProvider } from 'rxdb/plugins/react';
export { createMaarifaDatabase, type MaarifaDatabase, type MaarifaCollections, type CreateMaarifaDatabaseOptions } from './database.ts';
export { openMaarifaDatabase, clearLocalData } from './local-data.ts';
export { startSync, getSyncHandle, type StartSyncOptions, type SyncHandle } from './sync/engine.ts';
export { useSyncStatus, useIsUnsent, syncStatusStore, createSyncStatusStore, type SyncStatus, type SyncState, type SyncStatusStore } from './sync/sync-status-store.ts';
export { useConflicts, reapplyConflict, dismissConflict } from './conflicts.ts';
export { isStorageRefusal, StorageRefusedError, storageHealthStore, useStorageHealth, type StorageHealth } from './storage-health.ts';
export { useLiveDocs, type LiveResult } from './live-query.ts';
export { queueAdminAction, useQueuedAdminActions, dismissAdminAction, type AdminAction, type QueuedAdminAction } from './admin-actions.ts';
export { noteDiscussionView, queueSubmission, retrySubmission, useSubmissionStatus, type SubmissionStatus } from './outbox.ts';
export { convertEmptyToNull, convertDurationToMinutes, splitSkills } from '../lib/conversions.ts';
export type { MaarifaCollectionName, SyncedCollectionName, MaarifaDocTypes } from './collections.ts';
export { useOwnProfile } from './own-profile.ts';
export { usePendingXp } from './pending-xp.ts';
export { removeConnection, showCredentials, useConnections, writeConnection } from './tech-connections.ts';
export { useAffiliateSummary, useCommunityStats, useInstructorSales, useLeaderboard, useMyOrders, useRecentActivity, useSuggestedPeers } from './server-views.ts';
export type { AffiliateSummary, CommunityStats, InstructorSales, Leaderboard, LeaderboardEntry, MyOrder, SuggestedPeer, XpActivity } from './server-views.ts';
export type { ConflictDoc } from './schemas/conflicts.ts';
export type { OutboxDoc, OutboxKind } from './schemas/outbox.ts';
export type { CourseDoc } from './schemas/courses.ts';
export type { CourseModuleDoc } from './schemas/course-modules.ts';
export type { LessonDoc } from './schemas/lessons.ts';
export type { EnrollmentDoc, LearningDoc, LessonProgressDoc } from './schemas/learning.ts';
export type { DiscussionDoc } from './schemas/discussions.ts';
export type { DiscussionCommentDoc } from './schemas/discussion-comments.ts';
export type { VoteDoc } from './schemas/votes.ts';
export type { ProfileDoc } from './schemas/profiles.ts';
export type { CreatorToolDoc } from './schemas/creator-tools.ts';

/** The database given to `MaarifaDatabaseProvider`, typed. */
export function useMaarifaDatabase(): MaarifaDatabase {
  return useRxDatabase() as unknown as MaarifaDatabase;
}
