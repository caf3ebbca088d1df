// Shown when a route throws or its code cannot be loaded (for example a new deploy removed an old chunk).
import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useRouteError } from 'react-router-dom';
import { useT } from '../lib/i18n';
import { appShellTexts } from './app-shell-texts';

const m = appShellTexts.routeError;

export function RouteError() {
  const error = useRouteError();
  const t = useT();
  console.error(error);
  return (
    <Box as="section" textAlign="center" py="20" px="6">
      <Heading as="h1" size="2xl" mb="4">
        {t(m.heading)}
      </Heading>
      <Text color="fg.muted" mb="6">
        {t(m.body)}
      </Text>
      <Button onClick={() => window.location.reload()}>{t(m.reload)}</Button>
    </Box>
  );
}
