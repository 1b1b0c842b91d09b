import { lazyIdentityEndpoint } from './lazy-identity-calls';
import { useEndpoint } from './use-endpoint';

/** App id of the config call (learning-app.md §9: "App id 1 for config"). */
export const CONFIG_APP_ID = 1;

/** The config call, loaded with its first request: `/` paints before zod arrives (ADR 0083). */
const getConfig = lazyIdentityEndpoint('getConfig');

/** App config: terms URL, otpRequired, showPromoScreen, the server's current time, support email. */
export function useAppConfig() {
  return useEndpoint(getConfig, { query: { AppId: CONFIG_APP_ID } }, { dedupingInterval: 60_000 });
}
