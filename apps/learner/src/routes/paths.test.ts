import { describe, expect, it } from 'vitest';
import { homeChildKeys, isPublicPath, paths, routeKeys } from './paths';

const specPaths = [
  '/',
  '/signin',
  '/nexool',
  '/home',
  '/home/dashboard',
  '/home/connect',
  '/home/profile',
  '/home/notification',
  '/home/querybox',
  '/intermediate',
  '/category',
  '/products',
  '/raymond-products',
  '/task',
  '/assessment',
  '/instruction',
  '/topics',
  '/topics-w',
  '/pdf',
  '/viewer',
  '/contentviewer',
  '/player',
  '/activity',
  '/signup',
  '/cart',
  '/payment-response',
  '/userdetails',
  '/boardgrade',
  '/missions-schedules',
  '/assessment-tests',
  '/assessment-report',
  '/report/:testId',
  '/assessment-dashboard',
  '/online-test',
  '/notfound',
  // Not in the spec's table: Enter Your Name's route, chosen in ADR 0045.
  '/entername',
];

const publicPaths = [
  '/',
  '/signin',
  '/signup',
  '/category',
  '/products',
  '/raymond-products',
  '/cart',
  '/nexool',
  '/notfound',
];

describe('route table', () => {
  const tablePaths = routeKeys.map((key) => paths[key].path);

  it('has exactly the paths of both specs', () => {
    expect([...tablePaths].sort()).toEqual([...specPaths].sort());
  });

  it('has no duplicate paths', () => {
    expect(new Set(tablePaths).size).toBe(tablePaths.length);
  });

  it('marks exactly the visitor routes as public', () => {
    const marked = routeKeys.filter((key) => paths[key].public).map((key) => paths[key].path);
    expect(marked.sort()).toEqual([...publicPaths].sort());
  });

  it('lists the home shell children under /home', () => {
    for (const key of homeChildKeys) expect(paths[key].path.startsWith('/home/')).toBe(true);
    expect(homeChildKeys).toHaveLength(5);
  });
});

describe('getHref', () => {
  it('returns static paths as they are', () => {
    expect(paths.root.getHref()).toBe('/');
    expect(paths.cart.getHref()).toBe('/cart');
    expect(paths.homeProfile.getHref()).toBe('/home/profile');
  });

  it('substitutes params URL-encoded', () => {
    expect(paths.report.getHref('T-42')).toBe('/report/T-42');
    expect(paths.report.getHref(17)).toBe('/report/17');
    expect(paths.report.getHref('a/b c?d#e&f')).toBe('/report/a%2Fb%20c%3Fd%23e%26f');
  });

  it('appends a query string, dropping undefined values', () => {
    expect(paths.pdf.getHref({ contentId: 12, title: 'Unit 1 & 2', skip: undefined })).toBe(
      '/pdf?contentId=12&title=Unit+1+%26+2',
    );
    expect(paths.report.getHref('T1', new URLSearchParams({ from: 'list' }))).toBe('/report/T1?from=list');
    expect(paths.home.getHref({})).toBe('/home');
  });

  it('refuses a missing or empty param', () => {
    expect(() => (paths.report.getHref as (...args: unknown[]) => string)()).toThrow(/testId|parameter/);
    expect(() => paths.report.getHref('')).toThrow();
  });
});

describe('isPublicPath', () => {
  it.each([
    ['/', true],
    ['/signin', true],
    ['/cart', true],
    ['/cart/', true],
    ['/Products', true],
    ['/notfound', true],
    ['/home', false],
    ['/home/profile', false],
    ['/report/T1', false],
    ['/some/unknown', false],
  ])('%s → %s', (pathname, expected) => {
    expect(isPublicPath(pathname)).toBe(expected);
  });
});

describe('getHref types', () => {
  it('requires exactly the params of the path (checked by tsc)', () => {
    const typeChecks = () => {
      // @ts-expect-error /report/:testId needs a testId
      paths.report.getHref();
      // @ts-expect-error /cart has no params
      paths.cart.getHref('extra');
      // @ts-expect-error a param must be a string or number
      paths.report.getHref(null);
    };
    expect(typeof typeChecks).toBe('function');
  });
});
