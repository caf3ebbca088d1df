// Links, navigate and location for code public pages render: backed by the router in the app, and by the plain
// document on a prerendered page, which hydrates without the router (its code loads on the first in-page navigation).
import { createContext, useContext, useEffect, type AnchorHTMLAttributes, type ComponentType, type Ref } from 'react';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type NavigateFunction = (to: string, options?: NavigateOptions) => void | Promise<void>;

export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation that opened this entry passed as `state` (null on a fresh load without it). */
  state: unknown;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/** One way of navigating: react-router's (src/app/router-app.tsx) or the prerendered page's (src/app/public/). */
export interface NavigationBackend {
  Link: ComponentType<LinkProps>;
  Outlet: ComponentType;
  /** The outlet renders a page whose code is in hand and never suspends (a prerendered page's own): no loading boundary. */
  pageInHand?: boolean;
  useNavigate: () => NavigateFunction;
  useLocation: () => PageLocation;
}

const NavigationContext = createContext<NavigationBackend | null>(null);

export const NavigationProvider = NavigationContext.Provider;

function useBackend(): NavigationBackend {
  const backend = useContext(NavigationContext);
  if (!backend) throw new Error('navigation: no NavigationProvider above this component');
  return backend;
}

export function Link(props: LinkProps) {
  const { Link: BackendLink } = useBackend();
  return <BackendLink {...props} />;
}

/** Where the nested route (or, on a prerendered page, the page inside its layout) renders. */
export function Outlet() {
  const { Outlet: BackendOutlet } = useBackend();
  return <BackendOutlet />;
}

/** Whether the outlet's page is in hand (NavigationBackend.pageInHand). */
export const usePageInHand = (): boolean => useBackend().pageInHand === true;

// The backend never changes for a mounted tree, so these call the same hooks on every render.
export const useNavigate = (): NavigateFunction => useBackend().useNavigate();
export const useLocation = (): PageLocation => useBackend().useLocation();

/** Navigates once rendered (as react-router's <Navigate>). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}
