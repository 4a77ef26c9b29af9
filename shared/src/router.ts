/**
 * The router every app uses, from here so the page has one router whatever loads it. Paths are matched
 * by wouter (about 2 KB gzip, where react-router's parts took 9 KB of the sign-in page); the location
 * lives here, so that a navigation is a React transition: the step on screen stays until the next
 * step's code is here, instead of giving way to a loading state (the shell relies on it, see
 * host/src/features/remote-step/remote-step.tsx). The API is the part of react-router's the portal
 * used: `<BrowserRouter>`, `<Routes>` (the first matching route wins), `<Route path element>`,
 * `<Navigate>`, `useLocation`, `useNavigate`, `useParams` and `useSearchParams`.
 */
import {
  createContext,
  createElement,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useTransition,
} from 'react';
import { Router, Switch, useParams as useWouterParams, Route as WouterRoute } from 'wouter';

/** Where the page is: its path, query, hash, the state a navigation gave it, and its entry's key. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** Different for every history entry (`default` for the page's first): a visit's identity. */
  key: string;
}

/** Where to go: a path (with query), or its parts. */
export type To = string | { pathname?: string; search?: string; hash?: string };

/** How to go there: instead of the current history entry, and with what state. */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

// Kept in history.state as react-router kept it (`usr`, `key`), so entries made before still read back.
type Entry = { usr?: unknown; key?: unknown } | null;

function readLocation(): Location {
  const entry = window.history.state as Entry;
  return {
    pathname: window.location.pathname,
    search: window.location.search,
    hash: window.location.hash,
    state: entry?.usr ?? null,
    key: typeof entry?.key === 'string' ? entry.key : 'default',
  };
}

const changeListeners = new Set<() => void>();

const hrefOf = (to: To): string =>
  typeof to === 'string'
    ? to
    : `${to.pathname ?? window.location.pathname}${to.search ?? ''}${to.hash ?? ''}`;

/** Goes to `to` through the History API, then tells the router. */
function navigateTo(to: To, { replace = false, state = null }: NavigateOptions = {}): void {
  const entry = { usr: state, key: Math.random().toString(36).slice(2, 10) };
  if (replace) window.history.replaceState(entry, '', hrefOf(to));
  else window.history.pushState(entry, '', hrefOf(to));
  for (const changed of changeListeners) changed();
}

const LocationContext = createContext<Location | null>(null);
const PendingContext = createContext(false);

/** The current location. */
export const useLocation = (): Location => useContext(LocationContext) ?? readLocation();

/**
 * True while a navigation waits for the next step (its code or data): the step on screen stays, and
 * the shell says that the next one is on its way (docs/flows.md#5-errors).
 */
export const useNavigationPending = (): boolean => useContext(PendingContext);

/** The function that navigates (the same one on every render). */
export const useNavigate = () => navigateTo;

/** The path's parameters of the route that matched (`:name` segments). */
export const useParams = (): Record<string, string | undefined> => useWouterParams();

/** The query string's parameters. */
export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search])];
}

// wouter's location hook: the path from this router's state, and the portal's navigate.
const usePath = (): [string, typeof navigateTo] => [useLocation().pathname, navigateTo];

/** The page's router: follows navigations and Back/Forward, each in a transition. */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [location, setLocation] = useState(readLocation);
  const [pending, startTransition] = useTransition();
  // Before any effect of the page below it: a <Navigate> shown at once must be heard.
  useLayoutEffect(() => {
    const changed = () => startTransition(() => setLocation(readLocation()));
    changeListeners.add(changed);
    window.addEventListener('popstate', changed);
    return () => {
      changeListeners.delete(changed);
      window.removeEventListener('popstate', changed);
    };
  }, []);
  return createElement(
    PendingContext.Provider,
    { value: pending },
    createElement(
      LocationContext.Provider,
      { value: location },
      createElement(Router, { hook: usePath, children }),
    ),
  );
}

/** The routes of a page: the first whose path matches is shown. */
export const Routes = ({ children }: { children?: ReactNode }) => createElement(Switch, null, children);

/** One route: `element` shows when `path` (`*` for any) matches. */
export function Route({ path, element, ...matched }: { path: string; element: ReactNode }) {
  // `<Routes>` passes the match it found on to wouter's route, which then does not match again.
  return createElement(WouterRoute, { path, ...matched }, element);
}

/** Navigates to `to` once shown. */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the element is shown
  useEffect(() => navigateTo(to, { replace, state }), []);
  return null;
}
