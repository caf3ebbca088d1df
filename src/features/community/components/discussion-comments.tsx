// A discussion's comments, oldest first, and the box to add one (on a discussion the device keeps, signed in).
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Field, Textarea } from '../../../ui/parts';
import { useState, type FormEvent } from 'react';
import { useSession } from '../../../auth/use-session.ts';
import { useMaarifaDatabase, useOwnProfile } from '../../../db/index.ts';
import { addComment } from '../data/commands.ts';
import { useComments } from '../data/hooks.ts';
import { useT } from '../../../lib/i18n';
import { communityTexts } from '../texts.ts';
import { CommentItem } from './comment-item.tsx';

const m = communityTexts.discussion;

export function DiscussionComments({ discussionId, kept, commentCount }: { discussionId: string; kept: boolean; commentCount: number }) {
  const t = useT();
  const db = useMaarifaDatabase();
  const { user } = useSession();
  const { profile } = useOwnProfile(user?.id);
  const comments = useComments(discussionId);
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const author = user ? { id: user.id, name: profile?.full_name ?? null, avatarUrl: profile?.avatar_url ?? null } : null;
    const result = await addComment(db, author, discussionId, { content });
    if (result.ok) {
      setContent('');
      setError(null);
    } else setError(result.fieldErrors.content ?? result.error);
  }

  return (
    <Box as="section" aria-labelledby="comments-title">
      <Heading as="h2" size="md" mb="3" id="comments-title">
        {t(m.commentsTitle, { count: kept ? comments.data.length : commentCount })}
      </Heading>
      <Stack gap="3" data-testid="comments">
        {comments.data.length === 0 && <Text color="fg.muted">{t(m.noComments)}</Text>}
        {comments.data.map((comment) => (
          <CommentItem key={comment.id} comment={comment} />
        ))}
      </Stack>
      {kept && user && (
        <form onSubmit={submit} noValidate>
          <Stack gap="2" mt="4">
          <Field.Root invalid={!!error}>
            <Field.Label>{t(m.commentLabel)}</Field.Label>
            <Textarea rows={3} value={content} onChange={(e) => setContent(e.target.value)} />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
          <Box>
            <Button type="submit" size="sm" colorPalette="brand">
              {t(m.commentSubmit)}
            </Button>
          </Box>
          </Stack>
        </form>
      )}
    </Box>
  );
}
