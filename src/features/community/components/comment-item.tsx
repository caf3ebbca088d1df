// One comment: author, time, a pending marker until the server has it; its author edits or deletes it in place.
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Field, Textarea } from '../../../ui/parts';
import { useState, type FormEvent } from 'react';
import { useSession } from '../../../auth/use-session.ts';
import { useIsUnsent, useMaarifaDatabase, type DiscussionCommentDoc } from '../../../db/index.ts';
import { deleteComment, editComment } from '../data/commands.ts';
import { useT } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/i18n/format';
import { communityTexts } from '../texts.ts';
import { reportFailure } from './report-failure.ts';

const m = communityTexts.discussion;
const p = communityTexts.page;

export function CommentItem({ comment }: { comment: DiscussionCommentDoc }) {
  const t = useT();
  const db = useMaarifaDatabase();
  const isCommentUnsent = useIsUnsent('discussion_comments');
  const { user } = useSession();
  const isOwn = user?.id === comment.author_id;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(comment.content);
  const [error, setError] = useState<string | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    const result = await editComment(db, user?.id ?? null, comment.id, { content: draft });
    if (result.ok) {
      setEditing(false);
      setError(null);
    } else setError(result.fieldErrors.content ?? result.error);
  }

  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid="comment">
      <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
        <Text data-user-text dir="auto" fontWeight="semibold" color="fg">
          {comment.author_name ?? t(p.anonymous)}
        </Text>
        <Text>{formatDateTime(comment.created_at)}</Text>
        {isCommentUnsent(comment) && (
          <Badge colorPalette="yellow" data-testid="pending-marker">
            {t(p.pending)}
          </Badge>
        )}
      </HStack>
      {editing ? (
        <form onSubmit={save} noValidate>
          <Stack gap="2" mt="2">
          <Field.Root invalid={!!error}>
            <Textarea rows={2} value={draft} onChange={(e) => setDraft(e.target.value)} aria-label={t(m.edit)} />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
          <HStack>
            <Button type="submit" size="xs" colorPalette="brand">
              {t(m.save)}
            </Button>
            <Button size="xs" variant="outline" onClick={() => setEditing(false)}>
              {t(m.cancel)}
            </Button>
          </HStack>
          </Stack>
        </form>
      ) : (
        <Text data-user-text dir="auto" mt="1" whiteSpace="pre-wrap">
          {comment.content}
        </Text>
      )}
      {isOwn && !editing && (
        <HStack mt="2">
          <Button size="xs" variant="ghost" onClick={() => setEditing(true)}>
            {t(m.edit)}
          </Button>
          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void deleteComment(db, user?.id ?? null, comment.id).then(reportFailure)}>
            {t(m.delete)}
          </Button>
        </HStack>
      )}
    </Box>
  );
}
