// The XP the signed-in user's writes will earn once the server has them: lessons completed, discussions started and
// comments written on this device that have not reached the server yet (the server grants the XP; this is a preview).
import { useMemo } from 'react';
import type { MangoQuery } from 'rxdb';
import { getPendingXp } from '../lib/xp.ts';
import { useLiveDocs } from './live-query.ts';
import type { DiscussionCommentDoc } from './schemas/discussion-comments.ts';
import type { DiscussionDoc } from './schemas/discussions.ts';
import type { LearningDoc } from './schemas/learning.ts';

export function usePendingXp(userId: string | null | undefined): number {
  const id = userId ?? '';
  // Only new records earn: an edit of something already on the server earns nothing more.
  const lessons = useLiveDocs('learning', useMemo<MangoQuery<LearningDoc>>(() => ({ selector: { kind: 'lesson_progress', student_id: id, server_xid: null } }), [id]));
  const discussions = useLiveDocs('discussions', useMemo<MangoQuery<DiscussionDoc>>(() => ({ selector: { author_id: id, server_xid: null } }), [id]));
  const comments = useLiveDocs('discussion_comments', useMemo<MangoQuery<DiscussionCommentDoc>>(() => ({ selector: { author_id: id, server_xid: null } }), [id]));
  // Comments earn on someone else's discussion only.
  const commentedOn = useLiveDocs('discussions', useMemo<MangoQuery<DiscussionDoc>>(() => ({ selector: { id: { $in: comments.data.map((c) => c.discussion_id) } } }), [comments.data]));
  return useMemo(() => {
    const ownDiscussions = new Set(commentedOn.data.filter((d) => d.author_id === id).map((d) => d.id));
    return getPendingXp({
      lesson_completed: lessons.data.filter((doc) => doc.completed_at).length,
      discussion_started: discussions.data.length,
      comment_written: comments.data.filter((comment) => !ownDiscussions.has(comment.discussion_id) && !discussions.data.some((d) => d.id === comment.discussion_id)).length,
    });
  }, [lessons.data, discussions.data, comments.data, commentedOn.data, id]);
}
