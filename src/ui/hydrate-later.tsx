// Lazy hydration for what a prerendered page shows below the fold: React adopts the header and the first screen first,
// and these sections (still visible and readable, their links plain links) right after, once the page is live.
import { Suspense, use, type ReactNode } from 'react';

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
