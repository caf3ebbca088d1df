// The registry of local collections: schema, the server tables each one holds, sync direction and push order. Twelve in all (free RxDB opens at most 13).
import type { RxCollection, RxDatabase } from 'rxdb';
import { coursesMigrationStrategies, coursesSchema, type CourseDoc } from './schemas/courses.ts';
import { courseModulesSchema, type CourseModuleDoc } from './schemas/course-modules.ts';
import { lessonsSchema, type LessonDoc } from './schemas/lessons.ts';
import { learningSchema, type LearningDoc } from './schemas/learning.ts';
import { profilesMigrationStrategies, profilesSchema, type ProfileDoc } from './schemas/profiles.ts';
import { discussionsMigrationStrategies, discussionsSchema, type DiscussionDoc } from './schemas/discussions.ts';
import { discussionCommentsSchema, type DiscussionCommentDoc } from './schemas/discussion-comments.ts';
import { votesSchema, type VoteDoc } from './schemas/votes.ts';
import { creatorToolsSchema, type CreatorToolDoc } from './schemas/creator-tools.ts';
import { serverViewsSchema, type ServerViewDoc } from './schemas/server-views.ts';
import { outboxMigrationStrategies, outboxSchema, type OutboxDoc } from './schemas/outbox.ts';
import { conflictsSchema, type ConflictDoc } from './schemas/conflicts.ts';

/**
 * A server table a collection holds. A collection holding several tables (ARCHITECTURE §10) tells its documents apart by
 * `kind`, and lists each table's columns, so that only they are pushed; a collection holding one table pushes every field.
 */
type TableSpec = { readonly kind?: string; readonly fields?: readonly string[] };
type CollectionSpec = {
  readonly schema: { readonly properties: Record<string, unknown> };
  readonly push: boolean;
  readonly tables: Readonly<Record<string, TableSpec>>;
  readonly migrationStrategies?: Record<number, (doc: Record<string, unknown>) => Record<string, unknown>>;
};

/**
 * Synced collections. The order of their tables is the push order: a parent row must reach the server before its
 * children in the same `sync_push` batch.
 */
export const SYNCED_COLLECTIONS = {
  profiles: { schema: profilesSchema, push: true, tables: { profiles: {} }, migrationStrategies: profilesMigrationStrategies },
  courses: { schema: coursesSchema, push: true, tables: { courses: {} }, migrationStrategies: coursesMigrationStrategies },
  course_modules: { schema: courseModulesSchema, push: true, tables: { course_modules: {} } },
  lessons: { schema: lessonsSchema, push: true, tables: { lessons: {} } },
  learning: {
    schema: learningSchema,
    push: true,
    tables: {
      enrollments: { kind: 'enrollment', fields: ['id', 'student_id', 'course_id', 'enrolled_at'] },
      lesson_progress: { kind: 'lesson_progress', fields: ['id', 'student_id', 'lesson_id', 'course_id', 'completed_at'] },
    },
  },
  discussions: { schema: discussionsSchema, push: true, tables: { discussions: {} }, migrationStrategies: discussionsMigrationStrategies },
  discussion_comments: { schema: discussionCommentsSchema, push: true, tables: { discussion_comments: {} } },
  votes: { schema: votesSchema, push: true, tables: { discussion_votes: {} } },
  creator_tools: {
    schema: creatorToolsSchema,
    push: true,
    tables: {
      automation_workflows: {
        kind: 'automation_workflow',
        fields: ['id', 'creator_id', 'name', 'description', 'trigger_type', 'trigger_config', 'actions', 'is_active', 'created_at'],
      },
      tech_connections: { kind: 'tech_connection', fields: ['id', 'user_id', 'tech_id', 'credentials', 'is_active', 'created_at', 'updated_at'] },
      api_keys: { kind: 'api_key', fields: ['id', 'user_id', 'name', 'description', 'api_key_hash', 'api_key_last4', 'is_active', 'created_at'] },
    },
  },
  server_views: { schema: serverViewsSchema, push: false, tables: { server_views: {} } },
} as const satisfies Record<string, CollectionSpec>;

export const LOCAL_COLLECTIONS = {
  outbox: { schema: outboxSchema, migrationStrategies: outboxMigrationStrategies },
  conflicts: { schema: conflictsSchema },
} as const;

export type SyncedCollectionName = keyof typeof SYNCED_COLLECTIONS;
export type LocalCollectionName = keyof typeof LOCAL_COLLECTIONS;
export type MaarifaCollectionName = SyncedCollectionName | LocalCollectionName;

export const SYNCED_COLLECTION_NAMES = Object.keys(SYNCED_COLLECTIONS) as SyncedCollectionName[];
export const ALL_COLLECTION_NAMES = [
  ...SYNCED_COLLECTION_NAMES,
  ...(Object.keys(LOCAL_COLLECTIONS) as LocalCollectionName[]),
] as MaarifaCollectionName[];

/** Document type of every collection, derived from the schema literals. */
export type MaarifaDocTypes = {
  profiles: ProfileDoc;
  courses: CourseDoc;
  course_modules: CourseModuleDoc;
  lessons: LessonDoc;
  learning: LearningDoc;
  discussions: DiscussionDoc;
  discussion_comments: DiscussionCommentDoc;
  votes: VoteDoc;
  creator_tools: CreatorToolDoc;
  server_views: ServerViewDoc;
  outbox: OutboxDoc;
  conflicts: ConflictDoc;
};

/** The database's collections and the database, typed (database.ts creates it; legacy-upgrade.ts writes into it). */
export type MaarifaCollections = { [K in MaarifaCollectionName]: RxCollection<MaarifaDocTypes[K]> };
export type MaarifaDatabase = RxDatabase<MaarifaCollections>;

export function isSyncedCollectionName(name: string): name is SyncedCollectionName {
  return Object.prototype.hasOwnProperty.call(SYNCED_COLLECTIONS, name);
}

function getSpec(collection: SyncedCollectionName): CollectionSpec {
  return SYNCED_COLLECTIONS[collection];
}

/** Every synced server table, in push order. */
export const SYNCED_TABLE_NAMES: readonly string[] = SYNCED_COLLECTION_NAMES.flatMap((name) => Object.keys(getSpec(name).tables));

/** The server tables a collection holds, in push order. */
export function getCollectionTables(collection: SyncedCollectionName): string[] {
  return Object.keys(getSpec(collection).tables);
}

const collectionByTable = new Map<string, SyncedCollectionName>(
  SYNCED_COLLECTION_NAMES.flatMap((name) => getCollectionTables(name).map((table) => [table, name] as const)),
);

/** The collection that holds a server table, if any. */
export function getTableCollection(table: string): SyncedCollectionName | undefined {
  return collectionByTable.get(table);
}

/** The server table a document of `collection` belongs to: its only table, or the one its `kind` names. */
export function getDocTable(collection: SyncedCollectionName, doc: Record<string, unknown>): string {
  const tables = Object.entries(getSpec(collection).tables);
  if (tables.length === 1) return tables[0]![0];
  const found = tables.find(([, spec]) => spec.kind === doc.kind);
  if (!found) throw new Error(`${collection}: a document of unknown kind "${String(doc.kind)}"`);
  return found[0];
}

/** The `kind` a collection's documents from `table` carry (undefined for a collection of one table). */
export function getTableKind(table: string): string | undefined {
  const collection = getTableCollection(table);
  return collection ? (getSpec(collection).tables[table]?.kind ?? undefined) : undefined;
}

/** The local fields that are columns of `table`: the table's own list, or every field of its collection. */
export function getTableFields(table: string): readonly string[] {
  const collection = getTableCollection(table);
  if (!collection) return [];
  const spec = getSpec(collection);
  return spec.tables[table]?.fields ?? Object.keys(spec.schema.properties);
}

export function getMigrationStrategies(collection: SyncedCollectionName): CollectionSpec['migrationStrategies'] {
  return getSpec(collection).migrationStrategies;
}

export function getPushOrder(table: string): number {
  const index = SYNCED_TABLE_NAMES.indexOf(table);
  return index === -1 ? SYNCED_TABLE_NAMES.length : index;
}
