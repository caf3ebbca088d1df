// The sidebar's expanded/collapsed state, kept in a cookie for 7 days (spec §4, §9), and the mobile breakpoint.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;
/** Under 768 px the sidebar is an overlay panel. */
const MOBILE_QUERY = '(max-width: 767px)';

export function readSidebarCookie(cookie: string): boolean | null {
  const match = /(?:^|;\s*)sidebar_state=(true|false)(?:;|$)/.exec(cookie);
  return match ? match[1] === 'true' : null;
}

export function formatSidebarCookie(expanded: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${String(expanded)}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

function subscribeToMobileQuery(onChange: () => void): () => void {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribeToMobileQuery, () => window.matchMedia(MOBILE_QUERY).matches, () => false);
}

export interface SidebarControls {
  isMobile: boolean;
  /** Desktop: full width (true) or icons only. */
  expanded: boolean;
  /** Mobile: the overlay panel is open. */
  mobileOpen: boolean;
  setMobileOpen(open: boolean): void;
  toggleSidebar(): void;
}

export function useSidebarState(): SidebarControls {
  const isMobile = useIsMobile();
  const [expanded, setExpanded] = useState(() => readSidebarCookie(document.cookie) ?? true);
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggleSidebar = useCallback(() => {
    if (isMobile) {
      setMobileOpen((open) => !open);
      return;
    }
    setExpanded((value) => {
      document.cookie = formatSidebarCookie(!value);
      return !value;
    });
  }, [isMobile]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        toggleSidebar();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleSidebar]);

  return { isMobile, expanded, mobileOpen, setMobileOpen, toggleSidebar };
}
