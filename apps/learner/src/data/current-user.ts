import { identityEndpoints, type UserInfo } from '@quest/api';
import { useServices } from '../app/services';
import { useEndpoint } from './use-endpoint';

/** The SWR key of the current user (use-endpoint.ts: endpoint name and input), refreshed after onboarding. */
export const currentUserKey = [identityEndpoints.getCurrentUser.name, {}] as const;

/** The signed-in user's info (waits while there is no session). */
export function useCurrentUser() {
  const { session } = useServices();
  return useEndpoint(identityEndpoints.getCurrentUser, session.isSignedIn() ? {} : null);
}

/** The name a screen shows for a user: first and last name, whichever are set. */
export const fullNameOf = (user: Pick<UserInfo, 'firstName' | 'lastName'>) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ');
