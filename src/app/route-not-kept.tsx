// A route whose code is not on the device while offline: a clear page saying so, which turns into the route by itself
// once its code can come. Never a blank page, a spinner that never ends, or "Something went wrong".
import { Box, Heading, Text } from '@chakra-ui/react';
import { useEffect, useState, type ComponentType } from 'react';
import { useT } from '../lib/i18n';
import { loadWhenOnline } from '../lib/load-when-online';
import { readinessTexts } from './readiness-texts';

const m = readinessTexts.notDownloaded;

export function NotDownloadedPage() {
  const t = useT();
  return (
    <Box as="section" textAlign="center" py="20" px="6" data-testid="route-not-downloaded">
      <Heading as="h1" size="2xl" mb="4">
        {t(m.heading)}
      </Heading>
      <Text color="fg.muted">{t(m.body)}</Text>
    </Box>
  );
}

/**
 * The component a route's code loads, or, when that fails while offline (the code was never kept), a stand-in showing
 * NotDownloadedPage until the connection returns and the code comes. Online, a failure is the route's error as before
 * (for example a deploy that removed an old file), for the error page's Reload.
 */
export async function loadRouteComponent(load: () => Promise<{ default: ComponentType }>): Promise<ComponentType> {
  try {
    return (await load()).default;
  } catch (error) {
    if (navigator.onLine) throw error;
    return waitingForCode(load);
  }
}

/** The stand-in the router keeps for the route: the route itself once its code came, the not-downloaded page until then. */
function waitingForCode(load: () => Promise<{ default: ComponentType }>): ComponentType {
  let loaded: ComponentType | null = null;
  let coming: Promise<ComponentType> | null = null;
  return function RouteWaitingForCode() {
    const [Route, setRoute] = useState<ComponentType | null>(() => loaded);
    useEffect(() => {
      if (Route) return;
      let active = true;
      coming ??= loadWhenOnline(load).then((module) => (loaded = module.default));
      void coming.then((component) => active && setRoute(() => component));
      return () => {
        active = false;
      };
    }, [Route]);
    return Route ? <Route /> : <NotDownloadedPage />;
  };
}
