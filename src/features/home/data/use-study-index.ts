// The Study Buddy's index over what this learner studies on this device: enrolled courses (those kept offline among
// them), and the courses they teach, drafts included. Read through the courses feature's live queries, so the index is
// rebuilt whenever a lesson syncs in or is written. Built in memory, not persisted: the bench shows a rebuild costs
// ~40 ms for 100 lessons, and a persisted index would take ~1 MB of storage per 1,000 lessons and could go stale. It is
// built only once the learner turns to the Study Buddy (`wanted`), in slices, so opening the home feed pays nothing.
import { useEffect, useMemo, useState } from 'react';
import type { MangoQuery } from 'rxdb';
import { type CourseDoc, type CourseModuleDoc, type LessonDoc, useLiveDocs } from '../../../db';
import { useEnrolledCourses, useInstructorCourses, useOfflineCopies } from '../../courses';
import { buildStudyIndex, buildStudyIndexInSlices, type StudyIndex, type StudyMaterial } from '../buddy/study-index';

const EMPTY_INDEX = buildStudyIndex({ courses: [], modules: [], lessons: [] });

export function useStudyIndex(userId: string | undefined, wanted: boolean): { index: StudyIndex; loading: boolean } {
  const enrolled = useEnrolledCourses(userId);
  const teaching = useInstructorCourses(userId);
  const offlineCopies = useOfflineCopies((state) => state.copies);
  const courseIds = useMemo(
    () => [...new Set([...enrolled.data.map((row) => row.enrollment.course_id), ...teaching.data.map((course) => course.id), ...Object.keys(offlineCopies)])].sort(),
    [enrolled.data, teaching.data, offlineCopies],
  );
  const courseKey = courseIds.join(',');
  const courseQuery = useMemo<MangoQuery<CourseDoc>>(() => ({ selector: { id: { $in: courseKey ? courseKey.split(',') : [] } }, sort: [{ created_at: 'desc' }] }), [courseKey]);
  const courses = useLiveDocs('courses', courseQuery);
  const moduleQuery = useMemo<MangoQuery<CourseModuleDoc>>(() => ({ selector: { course_id: { $in: courseKey ? courseKey.split(',') : [] } } }), [courseKey]);
  const modules = useLiveDocs('course_modules', moduleQuery);
  const moduleKey = modules.data.map((module) => module.id).sort().join(',');
  const lessonQuery = useMemo<MangoQuery<LessonDoc>>(() => ({ selector: { module_id: { $in: moduleKey ? moduleKey.split(',') : [] } } }), [moduleKey]);
  const lessons = useLiveDocs('lessons', lessonQuery);
  const material = useMemo<StudyMaterial>(() => ({ courses: courses.data, modules: modules.data, lessons: lessons.data }), [courses.data, modules.data, lessons.data]);
  const reading = enrolled.loading || teaching.loading || courses.loading || modules.loading || lessons.loading;
  const [built, setBuilt] = useState<{ material: StudyMaterial; index: StudyIndex } | null>(null);
  useEffect(() => {
    if (!wanted || reading) return;
    let current = true;
    void buildStudyIndexInSlices(material).then((index) => {
      if (current) setBuilt({ material, index });
    });
    return () => {
      current = false;
    };
  }, [wanted, reading, material]);
  return { index: built?.index ?? EMPTY_INDEX, loading: reading || built?.material !== material };
}
