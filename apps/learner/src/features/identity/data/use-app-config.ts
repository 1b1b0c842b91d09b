import { identityEndpoints } from '@quest/api';
import { useEndpoint } from '../../../data/use-endpoint';

/** App id of the config call (learning-app.md §9: "App id 1 for config"). */
export const CONFIG_APP_ID = 1;

/** App config: terms URL, otpRequired, showPromoScreen, the server's current time, support email. */
export function useAppConfig() {
  return useEndpoint(
    identityEndpoints.getConfig,
    { query: { AppId: CONFIG_APP_ID } },
    { dedupingInterval: 60_000 },
  );
}
