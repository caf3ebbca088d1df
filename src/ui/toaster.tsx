// The app-wide toaster every feature shows toasts through: a light facade whose store and renderer (Chakra's toast
// machine, ~12 KiB of script) load on the first toast, so no page pays for them before it is interactive.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { CreateToasterReturn } from '@chakra-ui/react';
import { loadWhenOnline } from '../lib/load-when-online';

type ToastOptions = Parameters<CreateToasterReturn['create']>[0];

let view: Promise<typeof import('./toaster-view')> | null = null;
/** The toaster's code, asked for once for both its renderer and its store (offline, it comes with the connection). */
const loadView = () => (view ??= loadWhenOnline(() => import('./toaster-view')));
const ToasterView = lazy(loadView);
let store: Promise<CreateToasterReturn> | null = null;
let wanted = false;
const listeners = new Set<() => void>();

function loadStore(): Promise<CreateToasterReturn> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  store ??= loadView().then((module) => module.toasterStore);
  return store;
}

export const toaster = {
  /** Shows a toast once the toaster's code has arrived (at once after the first toast). */
  create(options: ToastOptions): void {
    loadStore().then(
      (loaded) => loaded.create(options),
      (error: unknown) => console.warn('Could not show a toast', options.title, error),
    );
  },
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Renders the toasts once one was asked for; during hydration (and on the server) it renders nothing. */
export function Toaster() {
  const show = useSyncExternalStore(subscribe, () => wanted, () => false);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
