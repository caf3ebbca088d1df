// Valibot schemas of what a user writes in the community (discussions, comments): the client's mirror of the server's checks, for good messages.
import * as v from 'valibot';
import { LIST_LIMITS, TEXT_LIMITS } from '../../lib/limits.ts';
import { communityTexts } from './texts.ts';

const texts = communityTexts.validation;

/** Tags as typed: trimmed, empties dropped, duplicates merged (case-insensitively), at most five. */
export const tagsSchema = v.pipe(
  v.array(v.string()),
  v.transform((tags) => [...new Map(tags.map((tag) => tag.trim()).filter((tag) => tag !== '').map((tag) => [tag.toLowerCase(), tag])).values()]),
  v.maxLength(LIST_LIMITS.discussions.tags.maxItems, texts.tagsMax),
  v.check((tags) => tags.every((tag) => tag.length <= LIST_LIMITS.discussions.tags.itemMax), texts.tagLength),
);

export const discussionFormSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.minLength(5, texts.titleMin), v.maxLength(TEXT_LIMITS.discussions.title.max, texts.titleMax)),
  content: v.pipe(v.string(), v.trim(), v.minLength(10, texts.contentMin), v.maxLength(TEXT_LIMITS.discussions.content.max, texts.contentMax)),
  tags: v.optional(tagsSchema, []),
});
export type DiscussionFormInput = v.InferInput<typeof discussionFormSchema>;

export const commentFormSchema = v.object({
  content: v.pipe(v.string(), v.trim(), v.minLength(2, texts.commentMin), v.maxLength(TEXT_LIMITS.discussion_comments.content.max, texts.commentMax)),
});
export type CommentFormInput = v.InferInput<typeof commentFormSchema>;
