// /auth: one screen with sign in, sign up and reset-password modes, and the benefits panel (spec §2, §4, §8).
import { Box, Button, Card, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Alert, Field, Input } from '../../../ui/parts';
import { Fragment, lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from '../../../lib/navigation';
import {
  discardKeptWork,
  readKeptWorkWithCount,
  requestPasswordReset,
  signInWithPassword,
  signUp,
  wouldReplaceKeptWork,
} from '../../../auth/commands';
import { useSession } from '../../../auth/use-session';
import { toaster } from '../../../ui/toaster';
import { usePrerenderedForm } from '../../../ui/use-prerendered-form';
import { usePageMeta } from '../../../ui/use-page-meta';
import { validateAuthForm, type AuthFormErrors } from '../schema';
import { useT, type Translate } from '../../../lib/i18n';
import { authTexts as m, type AuthMode } from '../texts';

/** The dashboard page the guard sent the visitor here from; only dashboard paths, so no link can send them elsewhere. */
function readReturnPath(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? (state as { from: unknown }).from : null;
  return typeof from === 'string' && /^\/dashboard(\/|\?|$)/.test(from) ? from : '/dashboard';
}

// Only a device that keeps someone's unsent work ever asks; the dialog's code comes then.
const ConfirmDialog = lazy(() => import('../../../ui/confirm-dialog'));

export default function AuthPage() {
  const t = useT();
  const { status } = useSession();
  const navigate = useNavigate();
  const returnPath = readReturnPath(useLocation().state);
  const [mode, setMode] = useState<AuthMode>('signin');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<AuthFormErrors>({});
  const [busy, setBusy] = useState(false);
  const [keptWork, setKeptWork] = useState<{ email: string | null; count: number } | null>(null);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const texts = m.modes[mode];
  const formProps = usePrerenderedForm(t(m.gettingReady), (typed) => {
    if (typed.email) setEmail(typed.email);
    if (typed.password) setPassword(typed.password);
  });

  usePageMeta({ title: t(texts.documentTitle) });

  useEffect(() => {
    let active = true;
    readKeptWorkWithCount().then(
      (found) => active && setKeptWork(found),
      (error: unknown) => console.warn('Could not count the kept changes', error),
    );
    return () => {
      active = false;
    };
  }, []);

  if (status === 'signed-in') return <Navigate to={returnPath} replace />;

  function switchMode(next: AuthMode) {
    setMode(next);
    setErrors({});
  }

  async function submitForm(event: FormEvent) {
    event.preventDefault();
    const found = validateAuthForm(mode, { email, password });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // Another account on a device that keeps someone's unsent changes: ask before they are deleted.
    if (mode !== 'reset' && wouldReplaceKeptWork(email)) {
      if (keptWork && keptWork.count > 0) {
        setConfirmingDiscard(true);
        return;
      }
      await discardKeptWork();
    }
    await submitCredentials();
  }

  async function discardAndSubmit() {
    setConfirmingDiscard(false);
    await discardKeptWork();
    setKeptWork(null);
    await submitCredentials();
  }

  async function submitCredentials() {
    setBusy(true);
    try {
      const address = email.trim();
      if (mode === 'reset') {
        const { error } = await requestPasswordReset(address);
        if (error) return showFailure(error, t);
        toaster.create({ type: 'success', title: t(m.toasts.resetTitle), description: t(m.toasts.resetBody) });
        switchMode('signin');
      } else if (mode === 'signup') {
        const { error } = await signUp(address, password);
        if (error) return showFailure(error, t);
        toaster.create({ type: 'success', title: t(m.toasts.signupTitle), description: t(m.toasts.signupBody) });
      } else {
        const { error } = await signInWithPassword(address, password);
        if (error) return showFailure(error, t);
        toaster.create({ type: 'success', title: t(m.toasts.signinTitle), description: t(m.toasts.signinBody) });
        void navigate(returnPath, { replace: true });
      }
    } catch (error) {
      showFailure(error instanceof Error ? error.message : '', t);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Flex justify="center" px="4" py={{ base: '8', md: '16' }}>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8" maxW="5xl" w="full" alignItems="start">
        <Card.Root as="section" aria-labelledby="auth-heading">
          <Card.Header>
            <Heading as="h1" id="auth-heading" size="2xl">
              {t(texts.heading)}
            </Heading>
            <Text color="fg.muted">{t(texts.intro)}</Text>
          </Card.Header>
          <Card.Body>
            {keptWork && keptWork.count > 0 && (
              <Alert.Root status="warning" mb="4" data-testid="kept-work">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{t(m.keptWork.title)}</Alert.Title>
                  <Alert.Description>
                    {t(m.keptWork.waiting, { count: keptWork.count })} {keptWork.email && t(m.keptWork.signInAs, { email: keptWork.email })}
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            <form {...formProps} noValidate onSubmit={(event) => void submitForm(event)}>
              <Stack gap="4">
                <Field.Root invalid={Boolean(errors.email)}>
                  <Field.Label>{t(m.fields.email)}</Field.Label>
                  <Input name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
                  <Field.ErrorText>{errors.email}</Field.ErrorText>
                </Field.Root>
                {mode !== 'reset' && (
                  <Field.Root invalid={Boolean(errors.password)}>
                    <Field.Label>{t(m.fields.password)}</Field.Label>
                    <Input
                      name="password"
                      type="password"
                      autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
                      value={password}
                      onChange={(e) => setPassword(e.target.value)}
                    />
                    <Field.ErrorText>{errors.password}</Field.ErrorText>
                  </Field.Root>
                )}
                <Button type="submit" loading={busy} loadingText={t(m.busy)}>
                  {t(texts.submit)}
                </Button>
              </Stack>
            </form>
          </Card.Body>
          <Card.Footer>
            <Flex gap="4" wrap="wrap" justify="space-between" w="full">
              {mode === 'signin' ? (
                <>
                  <Button variant="plain" px="0" color="brand.fg" onClick={() => switchMode('signup')}>
                    {t(m.links.toSignup)}
                  </Button>
                  <Button variant="plain" px="0" color="brand.fg" onClick={() => switchMode('reset')}>
                    {t(m.links.toReset)}
                  </Button>
                </>
              ) : (
                <Button variant="plain" px="0" color="brand.fg" onClick={() => switchMode('signin')}>
                  {t(m.links.toSignin)}
                </Button>
              )}
            </Flex>
          </Card.Footer>
        </Card.Root>
        <BenefitsPanel />
      </SimpleGrid>
      {confirmingDiscard && keptWork && (
        <Suspense fallback={null}>
          <ConfirmDialog
            testId="discard-kept-work"
            title={t(m.keptWork.confirmTitle)}
            body={t(m.keptWork.confirmBody, { count: keptWork.count, email: keptWork.email ?? t(m.keptWork.previousUser) })}
            cancelLabel={t(m.keptWork.cancel)}
            confirmLabel={t(m.keptWork.confirm)}
            onCancel={() => setConfirmingDiscard(false)}
            onConfirm={() => void discardAndSubmit()}
          />
        </Suspense>
      )}
    </Flex>
  );
}

function showFailure(message: string, t: Translate) {
  toaster.create({ type: 'error', title: t(m.toasts.failureTitle), description: message || t(m.toasts.failureFallback) });
}

function BenefitsPanel() {
  const t = useT();
  const { benefits } = m;
  // The sentence is split around the two links, wherever the language puts them.
  const parts = t(benefits.legal, { terms: TERMS_MARK, privacy: PRIVACY_MARK }).split(/(\uE000|\uE001)/);
  return (
    <Box as="aside" bg="brand.subtle" borderRadius="l3" p={{ base: '6', md: '8' }}>
      <Heading as="h2" size="lg" mb="4">
        {t(benefits.heading)}
      </Heading>
      <Stack as="ul" gap="4" listStyle="none">
        {Object.values(benefits.points).map((point) => (
          <Box as="li" key={point.title.id}>
            <Text fontWeight="semibold">{t(point.title)}</Text>
            <Text color="fg.muted">{t(point.body)}</Text>
          </Box>
        ))}
      </Stack>
      <Text mt="6" fontSize="sm" color="fg.muted">
        {parts.map((part, index) =>
          part === TERMS_MARK || part === PRIVACY_MARK ? (
            <Link key={part} asChild color="brand.fg">
              <RouterLink to={part === TERMS_MARK ? '/terms' : '/privacy'}>{t(part === TERMS_MARK ? benefits.terms : benefits.privacy)}</RouterLink>
            </Link>
          ) : (
            <Fragment key={index}>{part}</Fragment>
          ),
        )}
      </Text>
    </Box>
  );
}

// Stand for the links in the legal sentence (private-use characters no translation contains).
const TERMS_MARK = '\uE000';
const PRIVACY_MARK = '\uE001';
