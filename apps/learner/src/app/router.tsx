import {
  createBrowserRouter,
  Outlet,
  redirect,
  ScrollRestoration,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { homeChildKeys, isPublicPath, paths, routeKeys, type RouteKey } from '../routes/paths';
import { NotFoundRoute } from './not-found-route';
import { RouteErrorView } from './route-error-view';
import { lazyScreen, type ScreenModule } from './lazy-screen';
import { layouts, screens, type ScreenDeclaration } from './screens';

/** Screen of a route that is not built yet: the Not Found page, never a "coming soon". */
const notBuilt: ScreenDeclaration = { Component: NotFoundRoute };

/** Route `handle`: which table entry matched and whether a visitor may open it (read by the entry guard). */
export interface RouteHandle {
  routeKey: RouteKey;
  public: boolean;
}

/** A declaration whose lazy screen shows a failed state with Try again when its code cannot be fetched. */
function resilient<T extends ScreenDeclaration>(screen: T): T {
  if (typeof screen.lazy !== 'function') return screen;
  const load = screen.lazy as () => Promise<ScreenModule>;
  return { ...screen, lazy: lazyScreen(load) as ScreenDeclaration['lazy'] };
}

function screenFields(key: RouteKey) {
  const { handle, ...screen } = resilient(screens[key] ?? notBuilt);
  const routeHandle: RouteHandle = { routeKey: key, public: paths[key].public };
  return {
    id: key,
    errorElement: <RouteErrorView />,
    ...screen,
    handle: { ...(handle as object | undefined), ...routeHandle },
  };
}

const homeChildren = new Set<RouteKey>(['home', ...homeChildKeys]);

function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

export interface RouterDeps {
  /** True when a session token is stored (the entry guard's question). */
  isSignedIn: () => boolean;
  /** The query `/` carries after a session ended in this page (app type and app id), when the address has none. */
  signedOutSearch?: () => string;
}

/**
 * Entry guard (learning-app.md §2): with no session token, every route except the public ones a visitor needs
 * sends the student to `/`, keeping the query string (e.g. `/task?actionType=schedule` → `/?actionType=schedule`).
 */
export function entryGuard({ isSignedIn, signedOutSearch }: RouterDeps) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    if (isSignedIn() || isPublicPath(url.pathname)) return null;
    const fallback = signedOutSearch?.() ?? '';
    throw redirect(`/${url.search || (fallback ? `?${fallback}` : '')}`);
  };
}

/** The whole route tree; exported so tests can mount it in a memory router. */
export function createRoutes(deps: RouterDeps = { isSignedIn: () => true }): RouteObject[] {
  const topLevel = routeKeys
    .filter((key) => !homeChildren.has(key))
    .map((key): RouteObject => ({ path: paths[key].path, ...screenFields(key) }));

  const home: RouteObject = {
    id: 'homeShell',
    path: paths.home.path,
    errorElement: <RouteErrorView />,
    ...(layouts.homeShell && resilient(layouts.homeShell)),
    children: [
      { index: true, ...screenFields('home') },
      ...homeChildKeys.map((key): RouteObject => ({ path: paths[key].path, ...screenFields(key) })),
    ],
  };

  return [
    {
      id: 'app',
      Component: RootLayout,
      loader: entryGuard(deps),
      // The guard asks again on every navigation, not only when the search changes.
      shouldRevalidate: () => true,
      errorElement: <RouteErrorView />,
      HydrateFallback: () => null,
      children: [
        ...topLevel,
        home,
        { id: 'unknown', path: '*', Component: NotFoundRoute, errorElement: <RouteErrorView /> },
      ],
    },
  ];
}

/** The app's browser router (created by main.tsx, so importing this module has no side effects). */
export function createAppRouter(deps: RouterDeps) {
  return createBrowserRouter(createRoutes(deps));
}
