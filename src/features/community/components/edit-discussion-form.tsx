// The author's edit form for a discussion's title, text and tags, written on the device.
import { Button, HStack, Stack } from '@chakra-ui/react';
import { Field, Input, Textarea } from '../../../ui/parts';
import { useState, type FormEvent } from 'react';
import { useSession } from '../../../auth/use-session.ts';
import { useMaarifaDatabase, type DiscussionDoc } from '../../../db/index.ts';
import { editDiscussion } from '../data/commands.ts';
import { useT } from '../../../lib/i18n';
import { communityTexts } from '../texts.ts';
import { reportFailure } from './report-failure.ts';

const m = communityTexts.discussion;

export function EditDiscussionForm({ discussion, onDone }: { discussion: DiscussionDoc; onDone: () => void }) {
  const t = useT();
  const db = useMaarifaDatabase();
  const { user } = useSession();
  const [title, setTitle] = useState(discussion.title);
  const [content, setContent] = useState(discussion.content ?? '');
  const [tags, setTags] = useState(discussion.tags.join(', '));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const f = communityTexts.form;

  async function save(event: FormEvent) {
    event.preventDefault();
    const result = await editDiscussion(db, user?.id ?? null, discussion.id, { title, content, tags: tags.split(',') });
    if (result.ok) onDone();
    else if (Object.keys(result.fieldErrors).length > 0) setFieldErrors(result.fieldErrors);
    else reportFailure(result);
  }

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="3">
      <Field.Root invalid={!!fieldErrors.title}>
        <Field.Label>{t(f.titleLabel)}</Field.Label>
        <Input value={title} onChange={(e) => setTitle(e.target.value)} />
        <Field.ErrorText>{fieldErrors.title}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!fieldErrors.content}>
        <Field.Label>{t(f.contentLabel)}</Field.Label>
        <Textarea rows={5} value={content} onChange={(e) => setContent(e.target.value)} />
        <Field.ErrorText>{fieldErrors.content}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!fieldErrors.tags}>
        <Field.Label>{t(f.tagsLabel)}</Field.Label>
        <Input value={tags} onChange={(e) => setTags(e.target.value)} />
        <Field.ErrorText>{fieldErrors.tags}</Field.ErrorText>
      </Field.Root>
      <HStack>
        <Button type="submit" size="sm" colorPalette="brand">
          {t(m.save)}
        </Button>
        <Button size="sm" variant="outline" onClick={onDone}>
          {t(m.cancel)}
        </Button>
      </HStack>
      </Stack>
    </form>
  );
}
