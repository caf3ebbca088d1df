// Guard of the dashboard: no session sends the user to /auth (and back to the page after signing in); a loading message shows while the session resolves.
import { Center, Spinner, Text, VStack } from '@chakra-ui/react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../../auth/use-session';
import { t } from '../../lib/i18n';
import { shellTexts } from '../texts';
// Every dashboard route renders inside this guard: the dashboard's own component recipes join the theme first.
import '../../ui/dashboard-recipes';

export function SessionLoading() {
  return (
    <Center minH="50dvh" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="brand.solid" />
        <Text>{t(shellTexts.loadingSession)}</Text>
      </VStack>
    </Center>
  );
}

export default function RequireSession() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <SessionLoading />;
  // The page asked for (a shared course link, say) opens once the visitor has signed in or up.
  if (status === 'signed-out') return <Navigate to="/auth" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <Outlet />;
}
