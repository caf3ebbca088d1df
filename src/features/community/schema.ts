// Valibot schemas of what a user writes in the community (discussions, comments): the client's mirror of the server's checks, for good messages.
import * as v from 'valibot';
import { communityTexts } from './texts.ts';

const texts = communityTexts.validation;

/** Tags as typed: trimmed, empties dropped, duplicates merged (case-insensitively), at most five. */
export const tagsSchema = v.pipe(
  v.array(v.string()),
  v.transform((tags) => [...new Map(tags.map((tag) => tag.trim()).filter((tag) => tag !== '').map((tag) => [tag.toLowerCase(), tag])).values()]),
  v.maxLength(5, texts.tagsMax),
  v.check((tags) => tags.every((tag) => tag.length <= 30), texts.tagLength),
);

export const discussionFormSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.minLength(5, texts.titleMin)),
  content: v.pipe(v.string(), v.trim(), v.minLength(10, texts.contentMin)),
  tags: v.optional(tagsSchema, []),
});
export type DiscussionFormInput = v.InferInput<typeof discussionFormSchema>;

export const commentFormSchema = v.object({
  content: v.pipe(v.string(), v.trim(), v.minLength(2, texts.commentMin)),
});
export type CommentFormInput = v.InferInput<typeof commentFormSchema>;
