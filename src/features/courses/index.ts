// What other features may use of courses: the learner's and instructor's courses, offline copies (and removing one), and how a price reads.
export { useEnrolledCourses, useInstructorCourses } from './data/hooks.ts';
export { getCopyBytes, useOfflineCopies, type OfflineCopy } from './offline/offline-store.ts';
export { removeKeptCourse } from './offline/offline-course.ts';
export { formatPrice } from './data/format.ts';
