import type { NonIndexRouteObject } from 'react-router';
import type { RouteKey } from '../routes/paths';

/**
 * What a route declares about its screen. The router adds the path, id, error view and `handle.public`.
 * A screen is either eager (`Component`) or lazy (`lazy: () => import('../features/x/routes/x-route')`, the
 * module exporting `Component` and optionally `loader`); heavy screens (player, viewers, test runner,
 * charts) must be lazy so their engines stay out of the entry chunk.
 */
export type ScreenDeclaration = Pick<
  NonIndexRouteObject,
  'Component' | 'lazy' | 'loader' | 'action' | 'shouldRevalidate' | 'handle' | 'HydrateFallback'
>;

/**
 * Screens by route key. A route without an entry renders the Not Found page until its screen is built.
 * Example: `cart: { lazy: () => import('../features/cart/routes/cart-route') }`.
 */
const signIn: ScreenDeclaration = { lazy: () => import('../features/identity/routes/sign-in-route') };
const enterDetails: ScreenDeclaration = {
  lazy: () => import('../features/identity/routes/enter-details-route'),
};

export const screens: Partial<Record<RouteKey, ScreenDeclaration>> = {
  root: signIn,
  signIn,
  signUp: { lazy: () => import('../features/identity/routes/sign-up-route') },
  userDetails: enterDetails,
  boardGrade: enterDetails,
  enterName: { lazy: () => import('../features/identity/routes/enter-name-route') },
  home: { lazy: () => import('../features/home/routes/home-dashboard-route') },
  homeDashboard: { lazy: () => import('../features/progress/routes/progress-route') },
  homeProfile: { lazy: () => import('../features/profile/routes/profile-route') },
  pdf: { lazy: () => import('../features/learning/viewers/pdf-route') },
  viewer: { lazy: () => import('../features/learning/viewers/html-page-route') },
  contentViewer: { lazy: () => import('../features/learning/viewers/content-viewer-route') },
  activity: { lazy: () => import('../features/learning/viewers/activity-route') },
  nexool: { lazy: () => import('../features/learning/viewers/learning-tool-route') },
  task: { lazy: () => import('../features/learning/mission/routes/task-route') },
  topics: { lazy: () => import('../features/learning/mission/routes/topics-route') },
  topicsWeb: { lazy: () => import('../features/learning/mission/routes/topics-web-route') },
  player: { lazy: () => import('../features/learning/player/player-route') },
  instruction: { lazy: () => import('../features/assessment/runner/routes/instruction-route') },
  assessment: { lazy: () => import('../features/assessment/runner/routes/assessment-route') },
  homeNotification: { lazy: () => import('../features/community/notifications/routes/notifications-route') },
  homeConnect: { lazy: () => import('../features/community/live-classes/routes/live-classes-route') },
  missionsSchedules: { lazy: () => import('../features/community/schedules/routes/mission-schedules-route') },
  homeQuerybox: { lazy: () => import('../features/community/querybox/querybox-route') },
  cart: { lazy: () => import('../features/store/cart/cart-route') },
  paymentResponse: { lazy: () => import('../features/store/payment/payment-response-route') },
  category: { lazy: () => import('../features/store/catalogue/routes/category-route') },
  products: { lazy: () => import('../features/store/catalogue/routes/products-route') },
  raymondProducts: { lazy: () => import('../features/store/partner/routes/partner-products-route') },
  intermediate: { lazy: () => import('../features/store/intermediate/routes/intermediate-route') },
  assessmentDashboard: {
    lazy: () => import('../features/assessment/tests/routes/assessment-dashboard-route'),
  },
  assessmentTests: { lazy: () => import('../features/assessment/tests/routes/assessment-tests-route') },
  assessmentReport: { lazy: () => import('../features/assessment/tests/routes/assessment-report-route') },
  report: { lazy: () => import('../features/assessment/tests/routes/report-route') },
  onlineTest: { lazy: () => import('../features/assessment/tests/routes/online-test-route') },
};

/** Layout routes that wrap children (the home shell wraps /home and /home/*). Without one, children render bare. */
export const layouts: { homeShell?: ScreenDeclaration } = {
  homeShell: { lazy: () => import('../features/home/routes/home-shell-route') },
};
