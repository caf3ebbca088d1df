// New Discussion: title, content and up to 5 tags, validated on the device with messages under the fields; written locally, synced later.
import { Button, Stack } from '@chakra-ui/react';
import { Field, Input, Textarea } from '../../../ui/parts';
import { useState, type FormEvent } from 'react';
import { useMaarifaDatabase, useOwnProfile } from '../../../db';
import { useSession } from '../../../auth/use-session.ts';
import { FormDialog } from '../../../ui/form-dialog.tsx';
import { toaster } from '../../../ui/toaster.tsx';
import { startDiscussion } from '../data/commands.ts';
import { useT } from '../../../lib/i18n';
import { communityTexts } from '../texts.ts';

const m = communityTexts.form;

export function NewDiscussionDialog({ label, variant = 'solid' }: { label: string; variant?: 'solid' | 'outline' }) {
  const t = useT();
  const db = useMaarifaDatabase();
  const { user } = useSession();
  const { profile } = useOwnProfile(user?.id);
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [tags, setTags] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string | undefined>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const author = user ? { id: user.id, name: profile?.full_name ?? null, avatarUrl: profile?.avatar_url ?? null } : null;
    const result = await startDiscussion(db, author, { title, content, tags: tags.split(',') });
    if (!result.ok) {
      const errors = result.fieldErrors;
      setFieldErrors(errors);
      if (Object.keys(errors).length === 0) toaster.create({ type: 'error', title: t(m.errorTitle), description: result.error });
      return;
    }
    setOpen(false);
    setTitle('');
    setContent('');
    setTags('');
    setFieldErrors({});
    toaster.create({ type: 'success', title: t(m.created), description: t(m.createdDescription) });
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button colorPalette="brand" variant={variant}>
          {label}
        </Button>
      }
      title={t(m.title)}
      cancelLabel={t(m.cancel)}
      submitLabel={t(m.submit)}
      onSubmit={(e) => void submit(e)}
    >
      <Stack gap="4">
        <Field.Root invalid={!!fieldErrors.title}>
          <Field.Label>{t(m.titleLabel)}</Field.Label>
          <Input value={title} onChange={(e) => setTitle(e.target.value)} />
          <Field.ErrorText>{fieldErrors.title}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!fieldErrors.content}>
          <Field.Label>{t(m.contentLabel)}</Field.Label>
          <Textarea rows={5} value={content} onChange={(e) => setContent(e.target.value)} />
          <Field.ErrorText>{fieldErrors.content}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!fieldErrors.tags}>
          <Field.Label>{t(m.tagsLabel)}</Field.Label>
          <Input value={tags} onChange={(e) => setTags(e.target.value)} />
          {fieldErrors.tags ? <Field.ErrorText>{fieldErrors.tags}</Field.ErrorText> : <Field.HelperText>{t(m.tagsHelp)}</Field.HelperText>}
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}
