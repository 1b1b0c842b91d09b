import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { identityEndpoints } from '@quest/api';
import { useServices, type AppServices } from '../app/services';
import { paths } from '../routes/paths';

/**
 * Logout (learning-app.md §4 "Logout"): the server call (its failure is only logged — the student still leaves),
 * then both storages cleared (persisted `root` state included), the host told through the bridge inside a native
 * wrapper, and `/` with the app type and app id in the query. The address never carries a user name or password
 * (ADR 0042). Returns where to go.
 */
export async function logOut({ api, session, bridge }: Pick<AppServices, 'api' | 'session' | 'bridge'>) {
  try {
    await api.call(identityEndpoints.logout, {});
  } catch (error) {
    console.warn('logout call failed', error);
  }
  const query = session.clear();
  if (bridge.inWrapper) bridge.logout();
  const search = query.toString();
  return `${paths.root.getHref()}${search ? `?${search}` : ''}`;
}

/** The profile's Logout button: `{ logout, busy }`. Clears the data cache so the next student sees none of it. */
export function useLogout() {
  const services = useServices();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const logout = useCallback(async () => {
    setBusy(true);
    const href = await logOut(services);
    await mutate(() => true, undefined, { revalidate: false });
    void navigate(href, { replace: true });
  }, [services, mutate, navigate]);
  return { logout, busy };
}
