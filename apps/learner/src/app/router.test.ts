import { describe, expect, it } from 'vitest';
import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { paths, routeKeys } from '../routes/paths';
import { NotFoundRoute } from './not-found-route';
import { createRoutes, type RouteHandle } from './router';
import { screens } from './screens';

const sampleHref = (key: (typeof routeKeys)[number]) =>
  key === 'report' ? paths.report.getHref('T-1') : (paths[key].getHref as () => string)();

function deepest(pathname: string) {
  const matches = matchRoutes(createRoutes(), pathname) ?? [];
  return matches.at(-1)?.route as (RouteObject & { handle?: RouteHandle }) | undefined;
}

describe('route tree', () => {
  it('builds a data router (route ids are unique)', () => {
    expect(() =>
      createMemoryRouter(createRoutes(), { initialEntries: ['/notfound'] }).dispose(),
    ).not.toThrow();
  });

  it.each(routeKeys)('registers %s with its table entry and an error view', (key) => {
    const route = deepest(sampleHref(key));
    expect(route?.id).toBe(key);
    expect(route?.handle).toMatchObject({ routeKey: key, public: paths[key].public });
    expect(route?.errorElement).toBeTruthy();
  });

  it('renders Not Found for every route whose screen is not built yet', () => {
    const unbuilt = routeKeys.filter((key) => !screens[key]);
    for (const key of unbuilt) expect(deepest(sampleHref(key))?.Component).toBe(NotFoundRoute);
  });

  it('sends unknown deep links to Not Found', () => {
    const route = deepest('/some/unknown');
    expect(route?.id).toBe('unknown');
    expect(route?.Component).toBe(NotFoundRoute);
    expect(route?.errorElement).toBeTruthy();
  });

  it('nests the home pages under the home shell', () => {
    const ids = (matchRoutes(createRoutes(), '/home/profile') ?? []).map((match) => match.route.id);
    expect(ids).toEqual(['app', 'homeShell', 'homeProfile']);
  });
});

describe('entry guard', () => {
  const visit = async (href: string, signedIn: boolean) => {
    const router = createMemoryRouter(createRoutes({ isSignedIn: () => signedIn }), {
      initialEntries: [href],
    });
    // Wait until the guard and any lazy screen module have settled.
    for (let i = 0; i < 200 && (!router.state.initialized || router.state.navigation.state !== 'idle'); i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    const { pathname, search } = router.state.location;
    router.dispose();
    return pathname + search;
  };

  it('sends a visitor on a guarded route to / keeping the query string', async () => {
    expect(await visit('/task?actionType=schedule', false)).toBe('/?actionType=schedule');
    expect(await visit('/home/profile', false)).toBe('/');
    expect(await visit('/some/unknown?x=1', false)).toBe('/?x=1');
  });

  it.each(routeKeys.filter((key) => paths[key].public))(
    'lets a visitor open the public route %s',
    async (key) => {
      const href = sampleHref(key);
      expect(await visit(href, false)).toBe(href);
    },
  );

  it('lets a signed-in student open guarded routes', async () => {
    expect(await visit('/task?actionType=schedule', true)).toBe('/task?actionType=schedule');
  });
});
