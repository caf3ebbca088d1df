// /auth: one screen with sign in, sign up and reset-password modes, and the benefits panel (spec §2, §4, §8).
import { Alert, Box, Button, Card, Field, Flex, Heading, Input, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
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
import { authTexts, type AuthMode } from '../texts';

/** The dashboard page the guard sent the visitor here from; only dashboard paths, so no link can send them elsewhere. */
function readReturnPath(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? (state as { from: unknown }).from : null;
  return typeof from === 'string' && /^\/dashboard(\/|\?|$)/.test(from) ? from : '/dashboard';
}

// Only a device that keeps someone's unsent work ever asks; the dialog's code comes then.
const ConfirmDialog = lazy(() => import('../../../ui/confirm-dialog'));

export default function AuthPage() {
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
  const texts = authTexts.modes[mode];
  const formProps = usePrerenderedForm(authTexts.gettingReady, (typed) => {
    if (typed.email) setEmail(typed.email);
    if (typed.password) setPassword(typed.password);
  });

  usePageMeta({ title: texts.documentTitle });

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
        if (error) return showFailure(error);
        toaster.create({ type: 'success', title: authTexts.toasts.resetTitle, description: authTexts.toasts.resetBody });
        switchMode('signin');
      } else if (mode === 'signup') {
        const { error } = await signUp(address, password);
        if (error) return showFailure(error);
        toaster.create({ type: 'success', title: authTexts.toasts.signupTitle, description: authTexts.toasts.signupBody });
      } else {
        const { error } = await signInWithPassword(address, password);
        if (error) return showFailure(error);
        toaster.create({ type: 'success', title: authTexts.toasts.signinTitle, description: authTexts.toasts.signinBody });
        void navigate(returnPath, { replace: true });
      }
    } catch (error) {
      showFailure(error instanceof Error ? error.message : '');
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
              {texts.heading}
            </Heading>
            <Text color="fg.muted">{texts.intro}</Text>
          </Card.Header>
          <Card.Body>
            {keptWork && keptWork.count > 0 && (
              <Alert.Root status="warning" mb="4" data-testid="kept-work">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{authTexts.keptWork.title}</Alert.Title>
                  <Alert.Description>
                    {authTexts.keptWork.waiting(keptWork.count)}. {keptWork.email && authTexts.keptWork.signInAs(keptWork.email)}
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            <form {...formProps} noValidate onSubmit={(event) => void submitForm(event)}>
              <Stack gap="4">
                <Field.Root invalid={Boolean(errors.email)}>
                  <Field.Label>{authTexts.fields.email}</Field.Label>
                  <Input name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
                  <Field.ErrorText>{errors.email}</Field.ErrorText>
                </Field.Root>
                {mode !== 'reset' && (
                  <Field.Root invalid={Boolean(errors.password)}>
                    <Field.Label>{authTexts.fields.password}</Field.Label>
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
                <Button type="submit" loading={busy} loadingText={authTexts.busy}>
                  {texts.submit}
                </Button>
              </Stack>
            </form>
          </Card.Body>
          <Card.Footer>
            <Flex gap="4" wrap="wrap" justify="space-between" w="full">
              {mode === 'signin' ? (
                <>
                  <Button variant="plain" px="0" color="brand.fg" onClick={() => switchMode('signup')}>
                    {authTexts.links.toSignup}
                  </Button>
                  <Button variant="plain" px="0" color="brand.fg" onClick={() => switchMode('reset')}>
                    {authTexts.links.toReset}
                  </Button>
                </>
              ) : (
                <Button variant="plain" px="0" color="brand.fg" onClick={() => switchMode('signin')}>
                  {authTexts.links.toSignin}
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
            title={authTexts.keptWork.confirmTitle}
            body={authTexts.keptWork.confirmBody(keptWork.count, keptWork.email)}
            cancelLabel={authTexts.keptWork.cancel}
            confirmLabel={authTexts.keptWork.confirm}
            onCancel={() => setConfirmingDiscard(false)}
            onConfirm={() => void discardAndSubmit()}
          />
        </Suspense>
      )}
    </Flex>
  );
}

function showFailure(message: string) {
  toaster.create({ type: 'error', title: authTexts.toasts.failureTitle, description: message || authTexts.toasts.failureFallback });
}

function BenefitsPanel() {
  const { benefits } = authTexts;
  return (
    <Box as="aside" bg="brand.subtle" borderRadius="l3" p={{ base: '6', md: '8' }}>
      <Heading as="h2" size="lg" mb="4">
        {benefits.heading}
      </Heading>
      <Stack as="ul" gap="4" listStyle="none">
        {benefits.points.map((point) => (
          <Box as="li" key={point.title}>
            <Text fontWeight="semibold">{point.title}</Text>
            <Text color="fg.muted">{point.body}</Text>
          </Box>
        ))}
      </Stack>
      <Text mt="6" fontSize="sm" color="fg.muted">
        {benefits.legalPrefix}{' '}
        <Link asChild color="brand.fg">
          <RouterLink to="/terms">{benefits.terms}</RouterLink>
        </Link>{' '}
        {benefits.legalJoin}{' '}
        <Link asChild color="brand.fg">
          <RouterLink to="/privacy">{benefits.privacy}</RouterLink>
        </Link>
        .
      </Text>
    </Box>
  );
}
