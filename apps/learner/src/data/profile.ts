import { identityEndpoints } from '@quest/api';
import { useServices } from '../app/services';
import { useEndpoint } from './use-endpoint';

/** The signed-in student's profile details: name, email, city and pincode (waits while there is no session). */
export function useProfile() {
  const { session } = useServices();
  return useEndpoint(identityEndpoints.getProfile, session.isSignedIn() ? {} : null);
}
