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
