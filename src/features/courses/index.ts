// What other features may use of courses: the learner's and instructor's courses, offline copies, and how a price reads.
export { useEnrolledCourses, useInstructorCourses } from './data/hooks.ts';
export { useOfflineCopies } from './offline/offline-store.ts';
export { formatPrice } from './data/format.ts';
