// Valibot schemas of what a user writes in the community (discussions, comments): the client's mirror of the server's checks, for good messages.
import * as v from 'valibot';
import { LIST_LIMITS, TEXT_LIMITS } from '../../lib/limits.ts';
import { t } from '../../lib/i18n';
import { communityLimits, communityTexts } from './texts.ts';

// Messages are produced when a check fails (never at module load), so they are in the active language.
const texts = communityTexts.validation;

/** Tags as typed: trimmed, empties dropped, duplicates merged (case-insensitively), at most five. */
export const tagsSchema = v.pipe(
  v.array(v.string()),
  v.transform((tags) => [...new Map(tags.map((tag) => tag.trim()).filter((tag) => tag !== '').map((tag) => [tag.toLowerCase(), tag])).values()]),
  v.maxLength(LIST_LIMITS.discussions.tags.maxItems, () => t(texts.tagsMax)),
  v.check((tags) => tags.every((tag) => tag.length <= LIST_LIMITS.discussions.tags.itemMax), () => t(texts.tagLength)),
);

export const discussionFormSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.minLength(5, () => t(texts.titleMin)), v.maxLength(TEXT_LIMITS.discussions.title.max, () => communityLimits.title.message)),
  content: v.pipe(v.string(), v.trim(), v.minLength(10, () => t(texts.contentMin)), v.maxLength(TEXT_LIMITS.discussions.content.max, () => communityLimits.content.message)),
  tags: v.optional(tagsSchema, []),
});
export type DiscussionFormInput = v.InferInput<typeof discussionFormSchema>;

export const commentFormSchema = v.object({
  content: v.pipe(v.string(), v.trim(), v.minLength(2, () => t(texts.commentMin)), v.maxLength(TEXT_LIMITS.discussion_comments.content.max, () => communityLimits.comment.message)),
});
export type CommentFormInput = v.InferInput<typeof commentFormSchema>;
