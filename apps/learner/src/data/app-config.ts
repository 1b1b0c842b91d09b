import { lazyIdentityEndpoint } from './lazy-identity-calls';
import { useEndpoint } from './use-endpoint';

/** App id of the config call (learning-app.md §9: "App id 1 for config"). */
export const CONFIG_APP_ID = 1;

/** The config call, loaded with its first request: `/` paints before zod arrives (ADR 0083). */
const getConfig = lazyIdentityEndpoint('getConfig');

/**
 * App config: terms URL, otpRequired, showPromoScreen, the server's current time, support email. With `wait` the
 * request (and the endpoint's module, zod with it) waits until `wait` turns false (the sign-in screen, ADR 0123).
 */
export function useAppConfig({ wait = false }: { wait?: boolean } = {}) {
  return useEndpoint(getConfig, wait ? null : { query: { AppId: CONFIG_APP_ID } }, {
    dedupingInterval: 60_000,
  });
}
