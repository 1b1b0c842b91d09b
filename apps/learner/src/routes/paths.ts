/**
 * Every route of the learner app (store-and-assessment spec §2.1 and learning-app spec §2), as constants with
 * `getHref()` helpers. Screens and links use these, never string literals, so a path changes in one place.
 */

/** One value per `:param` of a path template, in order: `'/report/:testId'` → `[testId: string | number]`. */
export type PathParams<Path extends string> = Path extends `${string}:${string}/${infer Rest}`
  ? [param: string | number, ...PathParams<`/${Rest}`>]
  : Path extends `${string}:${string}`
    ? [param: string | number]
    : [];

/** Query string for `getHref`: a record (undefined values are dropped) or ready-made search params. */
export type HrefQuery = URLSearchParams | Record<string, string | number | boolean | undefined>;

export interface RouteDefinition<Path extends string = string> {
  /** The path template as React Router matches it (`/report/:testId`). */
  readonly path: Path;
  /** True when a visitor without a session may open it; every other route is behind the entry guard. */
  readonly public: boolean;
  /** The address of this route: params substituted (URL-encoded), then an optional query string. */
  readonly getHref: (...args: [...PathParams<Path>, query?: HrefQuery]) => string;
}

function toSearch(query: HrefQuery | undefined): string {
  if (!query) return '';
  const params =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(
          Object.entries(query).flatMap(([key, value]) =>
            value === undefined ? [] : [[key, String(value)]],
          ),
        );
  const search = params.toString();
  return search ? `?${search}` : '';
}

function route<const Path extends string>(path: Path, options: { public: boolean }): RouteDefinition<Path> {
  const paramCount = (path.match(/:[^/]+/g) ?? []).length;
  return {
    path,
    public: options.public,
    getHref: (...args) => {
      const values = args.slice(0, paramCount) as (string | number)[];
      const query = args[paramCount] as HrefQuery | undefined;
      let index = 0;
      const href = path.replace(/:[^/]+/g, () => {
        const value = values[index++];
        if (value === undefined || value === '')
          throw new Error(`Missing route parameter ${index} for ${path}`);
        return encodeURIComponent(String(value));
      });
      return href + toSearch(query);
    },
  };
}

const PUBLIC = { public: true } as const;
const GUARDED = { public: false } as const;

export const paths = {
  /** Sign-in screen (the app's start). */
  root: route('/', PUBLIC),
  signIn: route('/signin', PUBLIC),
  /** External learning tool in an embedded frame. */
  nexool: route('/nexool', PUBLIC),

  /** Home shell; its index is the home dashboard. */
  home: route('/home', GUARDED),
  homeDashboard: route('/home/dashboard', GUARDED),
  homeConnect: route('/home/connect', GUARDED),
  homeProfile: route('/home/profile', GUARDED),
  homeNotification: route('/home/notification', GUARDED),
  homeQuerybox: route('/home/querybox', GUARDED),

  intermediate: route('/intermediate', GUARDED),
  category: route('/category', PUBLIC),
  products: route('/products', PUBLIC),
  raymondProducts: route('/raymond-products', PUBLIC),
  task: route('/task', GUARDED),
  assessment: route('/assessment', GUARDED),
  instruction: route('/instruction', GUARDED),
  /** Topics, mobile layout (the close target after a test). */
  topics: route('/topics', GUARDED),
  /** Topics, web layout. */
  topicsWeb: route('/topics-w', GUARDED),
  /** PDF viewer (content types 04, 05). */
  pdf: route('/pdf', GUARDED),
  /** Content type 07. */
  viewer: route('/viewer', GUARDED),
  /** Content type 06. */
  contentViewer: route('/contentviewer', GUARDED),
  player: route('/player', GUARDED),
  /** Content type 10. */
  activity: route('/activity', GUARDED),
  signUp: route('/signup', PUBLIC),
  cart: route('/cart', PUBLIC),
  paymentResponse: route('/payment-response', GUARDED),
  userDetails: route('/userdetails', GUARDED),
  boardGrade: route('/boardgrade', GUARDED),
  /** Enter Your Name: not in the spec's route table; its path is chosen in ADR 0045. */
  enterName: route('/entername', GUARDED),
  missionsSchedules: route('/missions-schedules', GUARDED),
  assessmentTests: route('/assessment-tests', GUARDED),
  assessmentReport: route('/assessment-report', GUARDED),
  report: route('/report/:testId', GUARDED),
  assessmentDashboard: route('/assessment-dashboard', GUARDED),
  onlineTest: route('/online-test', GUARDED),
  notFound: route('/notfound', PUBLIC),
} as const satisfies Record<string, RouteDefinition>;

export type RouteKey = keyof typeof paths;

/** Route keys in table order. */
export const routeKeys = Object.keys(paths) as RouteKey[];

/** Children of the home shell, rendered inside its layout (the shell's own path is its index). */
export const homeChildKeys = [
  'homeDashboard',
  'homeConnect',
  'homeProfile',
  'homeNotification',
  'homeQuerybox',
] as const satisfies readonly RouteKey[];

/** True when `pathname` matches a public route (no session needed). Unknown paths are not public. */
export function isPublicPath(pathname: string): boolean {
  return routeKeys.some((key) => paths[key].public && matchesTemplate(paths[key].path, pathname));
}

/** True when `pathname` is the path of a route of this app (any route, public or guarded). */
export function isKnownPath(pathname: string): boolean {
  return routeKeys.some((key) => matchesTemplate(paths[key].path, pathname));
}

function matchesTemplate(template: string, pathname: string): boolean {
  const normalise = (value: string) => (value.length > 1 ? value.replace(/\/+$/, '') : value);
  const want = normalise(template).split('/');
  const have = normalise(pathname).split('/');
  return (
    want.length === have.length &&
    want.every((segment, i) =>
      segment.startsWith(':') ? (have[i] ?? '') !== '' : segment === have[i]?.toLowerCase(),
    )
  );
}
