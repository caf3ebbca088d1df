// Lazy hydration for what a prerendered page shows below the fold: React adopts the header and the first screen first,
// and these sections (still visible and readable, their links plain links) right after, once the page is live.
import { Suspense, use, type ComponentType, type ReactNode } from 'react';
import { loadWhenOnline } from '../lib/load-when-online';

let held: Promise<void> | null = null;
let release: () => void = () => {};

/**
 * Called by the public pages' entry before it hydrates: every `HydrateLater` section waits until
 * `releaseLaterHydration`. A page the device renders itself (the router app, a later visit) never waits.
 */
export function holdLaterHydration(): void {
  held = new Promise<void>((resolve) => {
    release = () => {
      held = null;
      resolve();
    };
  });
}

/** Lets the held sections hydrate: once the page's first screen is adopted, or as soon as the visitor navigates. */
export function releaseLaterHydration(): void {
  release();
}

function Gate({ children }: { children: ReactNode }) {
  // While held, suspending keeps React off this boundary: it leaves the server's markup as it is and adopts it on release.
  if (held) use(held);
  return children;
}

/**
 * A section to hydrate after the first screen. On a slow phone each Chakra element costs style work when adopted; the
 * sections a visitor first sees (and the heading) become live that much sooner. The Suspense boundary is in the
 * server's markup too, so hydration matches; its fallback never shows (nothing is held on the device's own renders).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}

/** Every later section's loader, so the build's renderer can have their code before it renders (`loadLaterSections`). */
const laterLoads: (() => Promise<void>)[] = [];

/**
 * A section below the fold whose code, too, comes later: `load` imports a module of its own (named `*.later.tsx`, which
 * the build names in the page's files-for-later, so the worker keeps it offline), asked for once the page is adopted
 * and hydrated when it arrives. Until then the server's markup stands, its links plain links; without the code (offline,
 * never kept) it stays so until the connection returns. On the device's own renders (the router app) it shows once
 * its code is in.
 */
export function laterSection<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let Section: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  let rendering: Promise<void> | undefined;
  const ensure = (): Promise<void> =>
    (loading ??= load().then(
      (module) => {
        Section = module.default;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // Suspended until the code comes rather than thrown: an error would take the whole page down, for a section it can
  // show as sent. Offline, it loads once the connection returns.
  const toRender = (): Promise<void> => (rendering ??= loadWhenOnline(ensure));
  laterLoads.push(ensure);
  function Loaded(props: P) {
    if (!Section) use(toRender());
    return Section ? <Section {...props} /> : null;
  }
  return function LaterSection(props: P) {
    return (
      <HydrateLater>
        <Loaded {...props} />
      </HydrateLater>
    );
  };
}

/** The build's renderer renders later sections in place: their code first. */
export async function loadLaterSections(): Promise<void> {
  await Promise.all(laterLoads.map((load) => load()));
}
