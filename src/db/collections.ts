// The registry of local collections: schema, server table, sync direction and push order. Thirteen in all, free RxDB's limit.
import { coursesSchema, type CourseDoc } from './schemas/courses.ts';
import { courseModulesSchema, type CourseModuleDoc } from './schemas/course-modules.ts';
import { lessonsSchema, type LessonDoc } from './schemas/lessons.ts';
import { enrollmentsSchema, type EnrollmentDoc } from './schemas/enrollments.ts';
import { lessonProgressSchema, type LessonProgressDoc } from './schemas/lesson-progress.ts';
import { profilesSchema, type ProfileDoc } from './schemas/profiles.ts';
import { userRolesSchema, type UserRoleDoc } from './schemas/user-roles.ts';
import { discussionsSchema, type DiscussionDoc } from './schemas/discussions.ts';
import { automationWorkflowsSchema, type AutomationWorkflowDoc } from './schemas/automation-workflows.ts';
import { techConnectionsSchema, type TechConnectionDoc } from './schemas/tech-connections.ts';
import { apiKeysSchema, type ApiKeyDoc } from './schemas/api-keys.ts';
import { outboxSchema, type OutboxDoc } from './schemas/outbox.ts';
import { conflictsSchema, type ConflictDoc } from './schemas/conflicts.ts';

/**
 * Synced collections carry the server table's name. The order is the push order: a parent
 * row must reach the server before its children in the same `sync_push` batch.
 */
export const SYNCED_COLLECTIONS = {
  profiles: { schema: profilesSchema, push: true },
  user_roles: { schema: userRolesSchema, push: false },
  courses: { schema: coursesSchema, push: true },
  course_modules: { schema: courseModulesSchema, push: true },
  lessons: { schema: lessonsSchema, push: true },
  enrollments: { schema: enrollmentsSchema, push: true },
  lesson_progress: { schema: lessonProgressSchema, push: true },
  discussions: { schema: discussionsSchema, push: true },
  automation_workflows: { schema: automationWorkflowsSchema, push: true },
  tech_connections: { schema: techConnectionsSchema, push: true },
  api_keys: { schema: apiKeysSchema, push: true },
} as const;

export const LOCAL_COLLECTIONS = {
  outbox: { schema: outboxSchema },
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
  user_roles: UserRoleDoc;
  courses: CourseDoc;
  course_modules: CourseModuleDoc;
  lessons: LessonDoc;
  enrollments: EnrollmentDoc;
  lesson_progress: LessonProgressDoc;
  discussions: DiscussionDoc;
  automation_workflows: AutomationWorkflowDoc;
  tech_connections: TechConnectionDoc;
  api_keys: ApiKeyDoc;
  outbox: OutboxDoc;
  conflicts: ConflictDoc;
};

export function isSyncedCollectionName(name: string): name is SyncedCollectionName {
  return Object.prototype.hasOwnProperty.call(SYNCED_COLLECTIONS, name);
}

export function getPushOrder(name: string): number {
  const index = (SYNCED_COLLECTION_NAMES as string[]).indexOf(name);
  return index === -1 ? SYNCED_COLLECTION_NAMES.length : index;
}
