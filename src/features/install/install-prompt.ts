// Holds the browser's install prompt (it fires once, early) and announces a finished installation.
import { toaster } from '../../ui/toaster';
import { t } from '../../lib/i18n';
import { installTexts } from './texts';

export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let deferredPrompt: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

/** Called at boot, before React renders, so the one-time event is never missed. */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
    for (const listener of listeners) listener();
  });
  window.addEventListener('appinstalled', () => {
    deferredPrompt = null;
    for (const listener of listeners) listener();
    toaster.create({ type: 'success', title: t(installTexts.installed) });
  });
}

/** The saved prompt; a prompt can be shown only once, so taking it clears it. */
export function takeInstallPrompt(): BeforeInstallPromptEvent | null {
  const prompt = deferredPrompt;
  deferredPrompt = null;
  return prompt;
}

export function subscribeToInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isRunningStandalone(): boolean {
  const navigatorWithStandalone = navigator as Navigator & { standalone?: boolean };
  return window.matchMedia('(display-mode: standalone)').matches || navigatorWithStandalone.standalone === true;
}

export function isAppleMobile(userAgent: string, maxTouchPoints: number): boolean {
  // iPadOS reports itself as a Mac; touch support tells them apart.
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

export function isInFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}
