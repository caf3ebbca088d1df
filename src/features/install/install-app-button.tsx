// The landing hero's Install App button (spec §2): the browser's prompt where offered, otherwise how to install here.
import { Button, type ButtonProps } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { toaster } from '../../ui/toaster';
import { isAppleMobile, isInFrame, isRunningStandalone, subscribeToInstallPrompt, takeInstallPrompt } from './install-prompt';
import { t as translate, useT } from '../../lib/i18n';
import { installTexts as m } from './texts';

export async function installApp(): Promise<void> {
  const prompt = takeInstallPrompt();
  if (prompt) {
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    if (outcome === 'accepted') toaster.create({ type: 'success', title: translate(m.installing) });
    else toaster.create({ type: 'info', title: translate(m.dismissed) });
    return;
  }
  if (isAppleMobile(navigator.userAgent, navigator.maxTouchPoints)) {
    toaster.create({ type: 'info', title: translate(m.iosTitle), description: translate(m.iosBody) });
  } else if (isInFrame()) {
    toaster.create({ type: 'info', title: translate(m.frameTitle), description: translate(m.frameBody) });
  } else {
    toaster.create({ type: 'info', title: translate(m.menuTitle), description: translate(m.menuBody) });
  }
}

export function InstallAppButton(props: ButtonProps) {
  const t = useT();
  // Re-render when the prompt arrives or the app gets installed.
  const standalone = useSyncExternalStore(subscribeToInstallPrompt, isRunningStandalone, () => false);
  if (standalone) return null;
  return (
    <Button variant="outline" {...props} onClick={() => void installApp()}>
      {t(m.button)}
    </Button>
  );
}
