// The home feed's composer: a title and a post, started as a community discussion with the community's own command
// (validation messages under the fields; offline too, shown at once in the feed below).
import { Button, Card, Heading, Stack } from '@chakra-ui/react';
import { Field, Input, Textarea } from '../../../ui/parts';
import { useState, type FormEvent } from 'react';
import { useSession } from '../../../auth/use-session';
import { useMaarifaDatabase, useOwnProfile } from '../../../db';
import { toaster } from '../../../ui/toaster';
import { startDiscussion } from '../../community';
import { useT } from '../../../lib/i18n';
import { homeTexts } from '../texts';

const m = homeTexts.composer;

export function Composer() {
  const t = useT();
  const db = useMaarifaDatabase();
  const { user } = useSession();
  const { profile } = useOwnProfile(user?.id);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  async function post(event: FormEvent) {
    event.preventDefault();
    const author = user ? { id: user.id, name: profile?.full_name ?? null, avatarUrl: profile?.avatar_url ?? null } : null;
    const result = await startDiscussion(db, author, { title, content, tags: [] });
    if (!result.ok) {
      setErrors(result.fieldErrors);
      if (Object.keys(result.fieldErrors).length === 0) toaster.create({ type: 'error', title: t(m.errorTitle), description: result.error });
      return;
    }
    setTitle('');
    setContent('');
    setErrors({});
    toaster.create({ type: 'success', title: t(m.posted), description: t(m.postedDescription) });
  }

  return (
    <Card.Root as="section" aria-labelledby="composer-heading">
      <Card.Body>
        <form onSubmit={(e) => void post(e)} noValidate aria-labelledby="composer-heading">
          <Stack gap="3">
            <Heading as="h2" size="sm" id="composer-heading">
              {t(m.heading)}
            </Heading>
            <Field.Root invalid={!!errors.title}>
              <Field.Label>{t(m.titleLabel)}</Field.Label>
              <Input value={title} onChange={(e) => setTitle(e.target.value)} placeholder={t(m.titlePlaceholder)} />
              <Field.ErrorText>{errors.title}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.content}>
              <Field.Label>{t(m.bodyLabel)}</Field.Label>
              <Textarea rows={3} value={content} onChange={(e) => setContent(e.target.value)} placeholder={t(m.bodyPlaceholder)} />
              <Field.ErrorText>{errors.content}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" colorPalette="brand" alignSelf="end">
              {t(m.post)}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
