// The footer's page-translation widget: loads Google's third-party script only when opened, and only online. Below the
// fold on every public page, so its code comes after the page is live (laterSection in public-footer.tsx).
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useOnlineStatus } from '../../ui/use-online-status';
import { useT } from '../../lib/i18n';
import { shellTexts } from '../texts';

const m = shellTexts.translate;
const SCRIPT_URL = 'https://translate.google.com/translate_a/element.js?cb=maarifaInitTranslate';
/** Offered languages: African languages first, then widely used ones. */
export const TRANSLATION_LANGUAGES = ['sw', 'zu', 'yo', 'ig', 'ha', 'am', 'af', 'xh', 'so', 'rw', 'ny', 'sn', 'st', 'mg', 'om', 'ti', 'ar', 'fr', 'pt', 'es', 'de', 'zh-CN', 'hi'];

type TranslateGlobals = {
  maarifaInitTranslate?: () => void;
  google?: { translate?: { TranslateElement: new (options: { pageLanguage: string; includedLanguages: string; autoDisplay: boolean }, id: string) => unknown } };
};

let scriptLoad: Promise<void> | null = null;

function loadTranslateScript(): Promise<void> {
  scriptLoad ??= new Promise<void>((resolve, reject) => {
    const globals = window as unknown as TranslateGlobals;
    globals.maarifaInitTranslate = () => resolve();
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onerror = () => {
      scriptLoad = null;
      script.remove();
      reject(new Error('translation script failed to load'));
    };
    document.body.appendChild(script);
  });
  return scriptLoad;
}

export default function TranslateWidget() {
  const t = useT();
  const online = useOnlineStatus();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<'idle' | 'loading' | 'ready' | 'failed'>('idle');
  const mounted = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open || !online || state === 'ready') return;
    let active = true;
    loadTranslateScript().then(
      () => {
        const google = (window as unknown as TranslateGlobals).google;
        if (!active || !google?.translate || !mounted.current) return;
        mounted.current.replaceChildren();
        new google.translate.TranslateElement({ pageLanguage: 'en', includedLanguages: TRANSLATION_LANGUAGES.join(','), autoDisplay: false }, 'maarifa-translate');
        setState('ready');
      },
      () => active && setState('failed'),
    );
    return () => {
      active = false;
    };
    // `state` is read only to skip a second load once ready.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, online]);

  return (
    <Stack gap="2" align="start">
      <Button size="sm" variant="outline" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        {t(m.button)}
      </Button>
      {open && (
        <Box role="region" aria-label={t(m.heading)} data-testid="translate-panel">
          {!online ? (
            <Text fontSize="sm">{t(m.offline)}</Text>
          ) : (
            <>
              {(state === 'idle' || state === 'loading') && <Text fontSize="sm">{t(m.loading)}</Text>}
              {state === 'failed' && <Text fontSize="sm">{t(m.failed)}</Text>}
              <div id="maarifa-translate" ref={mounted} />
            </>
          )}
        </Box>
      )}
    </Stack>
  );
}
