import { identityEndpoints } from '@quest/api';
import { useServices } from '../../../app/services';
import { useEndpoint } from '../../../data/use-endpoint';

/** The signed-in user's info (waits while there is no session). */
export function useCurrentUser() {
  const { session } = useServices();
  return useEndpoint(identityEndpoints.getCurrentUser, session.isSignedIn() ? {} : null);
}
