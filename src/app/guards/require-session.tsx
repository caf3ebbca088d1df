// Guard of the dashboard: no session sends the user to /auth; a loading message shows while the session resolves.
import { Center, Spinner, Text, VStack } from '@chakra-ui/react';
import { Navigate, Outlet } from 'react-router-dom';
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
  if (status === 'loading') return <SessionLoading />;
  if (status === 'signed-out') return <Navigate to="/auth" replace />;
  return <Outlet />;
}
