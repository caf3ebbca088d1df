// /auth/reset-password: where a recovery mail's link lands; the user chooses a new password (not shown in the spec).
import { Button, Card, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Field, Input } from '../../../ui/parts';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { updatePassword } from '../../../auth/commands';
import { loadAuthClient } from '../../../auth/auth-client';
import { getInitialUrlHash } from '../../../auth/session-store';
import { useSession } from '../../../auth/use-session';
import { PageLoading } from '../../../ui/page-loading';
import { toaster } from '../../../ui/toaster';
import { usePageMeta } from '../../../ui/use-page-meta';
import { validateNewPassword } from '../schema';
import { useT } from '../../../lib/i18n';
import { authTexts as m } from '../texts';

/** The error a mailed link carried back from the auth server (expired or used link), if any. */
function readLinkError(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.get('error_description');
}

export default function ResetPasswordPage() {
  const t = useT();
  const { status } = useSession();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const linkError = readLinkError(getInitialUrlHash());
  const texts = m.recovery;

  usePageMeta({ title: t(texts.documentTitle) });
  useEffect(() => {
    // The link's session is in the URL fragment; supabase-js reads it once loaded.
    void loadAuthClient();
  }, []);

  async function submitForm(event: FormEvent) {
    event.preventDefault();
    const problem = validateNewPassword(password);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const result = await updatePassword(password);
      if (result.error) {
        toaster.create({ type: 'error', title: t(m.toasts.failureTitle), description: result.error });
        return;
      }
      toaster.create({ type: 'success', title: t(texts.successTitle), description: t(texts.successBody) });
      void navigate('/dashboard', { replace: true });
    } finally {
      setBusy(false);
    }
  }

  if (status === 'loading') return <PageLoading label={t(texts.loading)} />;

  return (
    <Flex justify="center" px="4" py={{ base: '8', md: '16' }}>
      <Card.Root maxW="md" w="full">
        <Card.Header>
          <Heading as="h1" size="2xl">
            {t(texts.heading)}
          </Heading>
        </Card.Header>
        <Card.Body>
          {status === 'signed-out' || linkError ? (
            <Stack gap="4">
              <Text role="alert">{linkError ?? t(texts.invalidLink)}</Text>
              <Link asChild color="brand.fg">
                <RouterLink to="/auth">{t(texts.requestAgain)}</RouterLink>
              </Link>
            </Stack>
          ) : (
            <form noValidate onSubmit={(event) => void submitForm(event)}>
              <Stack gap="4">
                <Text color="fg.muted">{t(texts.intro)}</Text>
                <Field.Root invalid={Boolean(error)}>
                  <Field.Label>{t(m.fields.newPassword)}</Field.Label>
                  <Input type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
                  <Field.ErrorText>{error}</Field.ErrorText>
                </Field.Root>
                <Button type="submit" loading={busy} loadingText={t(m.busy)}>
                  {t(texts.submit)}
                </Button>
              </Stack>
            </form>
          )}
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}
