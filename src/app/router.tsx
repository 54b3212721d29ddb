// The routes (docs/product.md S2, docs/product.md D2). Every route but /login/, /logout/ and
// /settings/needchangepwd/ sits behind the session guard. Only the login screen and the shell are in the
// first download: every other screen is a lazy chunk (React.lazy), so /login/ stays small.
// Declarative routes (<Routes>), not a data router: the app loads no data through the router, and the data
// router's machinery is ~15 KB of brotli on /login/'s first download (docs/client/on-a-phone.md).
import { useMemo } from 'react';
import { Navigate, matchPath, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { ErrorBoundary } from 'react-error-boundary';
import { AppShell } from '../ui/components/shell/app-shell.tsx';
import { RouteError } from '../ui/components/shell/route-error.tsx';
import { applyUpdate } from './service-worker.ts';
import { LoginScreen } from '../ui/routes/login/login-screen.tsx';
import type { Namespace } from '../ui/i18n/namespaces.ts';
import type { LazyScreen } from './lazy-screen.ts';
import { GUARDED, OPEN, RESULTS, SessionGuard, guard } from './screens.ts';

/** The screen a URL opens on, as start-up needs it (see openedScreenOf). */
export interface OpenedScreen {
  /** Whether the screen is behind the session guard. */
  guarded: boolean;
  /** The message namespaces its first render suspends on: the caller starts them once i18n is up. */
  namespaces: readonly Namespace[];
  /**
   * Starts fetching the screen's chunk (and the guard's); settles once they are in, or failed to load.
   * Each chunk's imports are added to the page as preload links, a few ms of main-thread work each on a
   * phone: the caller runs it in a task of its own.
   */
  preload: () => Promise<void>;
}

/**
 * The screen at `pathname`, so start-up can fetch its chunk (and the guard's, if it has one) at once, in
 * parallel with the first download's work, instead of after the guard has rendered: one round trip less
 * before a reloaded or bookmarked screen shows. React.lazy later gets the same module from the browser.
 * The namespaces are the caller's to start: without that they are asked for only when the screen renders,
 * a round trip after the guard's check.
 */
export function openedScreenOf(pathname: string): OpenedScreen {
  const found = [...OPEN, ...RESULTS, ...GUARDED].find(([path]) => matchPath(path, pathname) !== null);
  if (found === undefined) return { guarded: false, namespaces: [], preload: () => Promise.resolve() };
  const guarded = !OPEN.includes(found);
  const preload = () =>
    // A chunk that fails here fails again when React renders it: the error boundary handles it there.
    Promise.all([found[1].preload(), ...(guarded ? [guard.preload()] : [])]).then(
      () => {},
      () => {},
    );
  return { guarded, namespaces: found[1].namespaces, preload };
}

const routesOf = (table: [string, LazyScreen][]): RouteObject[] =>
  table.map(([path, { Component }]) => ({ path, element: <Component /> }));

/**
 * The route table as objects, made once per `until`: `<Routes>` with `<Route>` children walks its ~60
 * children again at every render (React.Children, keys escaped one by one) to build this same table, a
 * task of its own in the app's first render on a slow phone.
 */
function routeTable(until: Promise<unknown> | undefined): RouteObject[] {
  return [
    {
      element: <AppShell onReload={applyUpdate} until={until} />,
      children: [
        { path: '/login/', element: <LoginScreen /> },
        ...routesOf(OPEN),
        { element: <SessionGuard optional />, children: routesOf(RESULTS) },
        {
          element: <SessionGuard />,
          children: [
            ...routesOf(GUARDED),
            // A path with no screen (an old bookmark, a typo) goes home, through the guard.
            { path: '*', element: <Navigate to="/home/" replace /> },
          ],
        },
      ],
    },
  ];
}

/**
 * Every route, under one error boundary that covers every screen, present and future.
 * `until`: the opened screen's chunks and messages; the shell keeps its splash until they are in.
 */
export function AppRoutes({ until }: { until?: Promise<unknown> }) {
  // A new path clears a shown error: the user can leave a broken screen through the menu or Back.
  const { pathname } = useLocation();
  const routes = useMemo(() => routeTable(until), [until]);
  return (
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
      <MatchedRoute routes={routes} />
    </ErrorBoundary>
  );
}

/** The element of the route that matches the location (inside the boundary, which catches a failing screen). */
function MatchedRoute({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
