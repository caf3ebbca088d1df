// The Learning Stats tab's real numbers, counted on the device: courses enrolled, lessons completed, hours learned
// (the completed lessons' minutes), discussions started and comments written.
import { useMemo } from 'react';
import type { MangoQuery } from 'rxdb';
import { type DiscussionCommentDoc, type DiscussionDoc, type LearningDoc, type LessonDoc, useLiveDocs } from '../../../db';

export type LearningStats = { courses: number; lessons: number; hours: number; discussions: number; comments: number };

export function countLearningStats(learning: readonly LearningDoc[], lessonMinutes: ReadonlyMap<string, number>, discussions: number, comments: number): LearningStats {
  const completed = learning.filter((doc) => doc.kind === 'lesson_progress' && doc.completed_at);
  const minutes = completed.reduce((sum, doc) => sum + (doc.lesson_id ? (lessonMinutes.get(doc.lesson_id) ?? 0) : 0), 0);
  return {
    courses: learning.filter((doc) => doc.kind === 'enrollment').length,
    lessons: completed.length,
    // One decimal: a few short lessons still show as progress.
    hours: Math.round((minutes / 60) * 10) / 10,
    discussions,
    comments,
  };
}

export function useLearningStats(userId: string | null | undefined): LearningStats {
  const id = userId ?? '';
  const learning = useLiveDocs('learning', useMemo<MangoQuery<LearningDoc>>(() => ({ selector: { student_id: id } }), [id]));
  const lessonIds = useMemo(() => learning.data.flatMap((doc) => (doc.kind === 'lesson_progress' && doc.lesson_id ? [doc.lesson_id] : [])), [learning.data]);
  const lessons = useLiveDocs('lessons', useMemo<MangoQuery<LessonDoc>>(() => ({ selector: { id: { $in: lessonIds } } }), [lessonIds]));
  const discussions = useLiveDocs('discussions', useMemo<MangoQuery<DiscussionDoc>>(() => ({ selector: { author_id: id } }), [id]));
  const comments = useLiveDocs('discussion_comments', useMemo<MangoQuery<DiscussionCommentDoc>>(() => ({ selector: { author_id: id } }), [id]));
  return useMemo(
    () => countLearningStats(learning.data, new Map(lessons.data.map((lesson) => [lesson.id, lesson.duration])), discussions.data.length, comments.data.length),
    [learning.data, lessons.data, discussions.data, comments.data],
  );
}
