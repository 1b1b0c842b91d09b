import { fromPromise } from 'xstate';
import type { SignInImplementations } from '@quest/flows';
import type { UserInfo } from '@quest/api';
import type { AppServices } from '../../../app/services';
import type { ToastRequest } from '../../../app/toast';
import { loadIdentityCalls, loadLearningCalls } from '../../../data/lazy-identity-calls';

/** The CRM call's query for a new user (fire and forget; failures are only logged — learning-app.md §8). */
function crmQuery(user: UserInfo) {
  return {
    phone: user.contactNo || user.userName,
    name: [user.firstName, user.lastName].filter(Boolean).join(' '),
    product_name: user.lastQuestName ?? '',
  };
}

/**
 * The sign-in flow's effects on the app's services: session storage, the native host, the API. The endpoints load
 * with the first call, so the form paints without zod (ADR 0083): identity's area first, learning's (the quest list,
 * the CRM call) once the student is known (ADR 0123).
 */
export function signInImplementations(
  { session, bridge, api }: AppServices,
  showToast: (toast: ToastRequest) => void,
): SignInImplementations {
  return {
    actions: {
      storeSession: (_, { token }) => {
        session.start({ token, appId: session.getAppId() ?? '1' });
        api.sessionStarted();
      },
      rememberUser: (_, { userName }) => session.remember(userName, true),
      rememberCredentialsInHost: (_, { userName, password }) => {
        if (bridge.inWrapper) bridge.rememberMe(userName, password);
      },
      showToast: (_, toast) => showToast(toast),
      clearUserInfo: () => void session.clear(),
      sendCrmData: (_, { user }) => {
        void Promise.all([loadIdentityCalls(), loadLearningCalls()]).then(
          ([{ identityEndpoints }, { learningEndpoints }]) => {
            api
              .call(learningEndpoints.setCrmData, { query: crmQuery(user) })
              .catch((error: unknown) => console.warn('CRM call failed', error));
            api
              .call(identityEndpoints.updateUser, {
                body: { userId: user.userId, user_type: 'ExistingUser' },
              })
              .catch((error: unknown) => console.warn('user type update failed', error));
          },
        );
      },
      markExistingUser: () => session.setUserType('ExistingUser'),
    },
    actors: {
      authenticate: fromPromise(async ({ input }) => {
        const { identityEndpoints } = await loadIdentityCalls();
        return api.call(identityEndpoints.authenticateUser, {}, { credentials: input });
      }),
      loadCurrentUser: fromPromise(async () => {
        // Learning's area comes next (the quest list): fetched while this call is under way (a failure shows there).
        loadLearningCalls().catch(() => undefined);
        const { identityEndpoints } = await loadIdentityCalls();
        return api.call(identityEndpoints.getCurrentUser, {});
      }),
      loadQuestList: fromPromise(async ({ input }) => {
        const { learningEndpoints } = await loadLearningCalls();
        const { questList } = await api.call(learningEndpoints.getUserQuest, {
          query: { userId: input.user.userId },
        });
        return questList;
      }),
    },
  };
}
