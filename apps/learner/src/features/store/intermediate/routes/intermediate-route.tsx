import { Navigate, useSearchParams } from 'react-router';
import { IntermediateView } from '@quest/design-system';
import { signInRedirect } from '@quest/flows';
import { useCurrentUser } from '../../../../data/current-user';

/**
 * The landing (/intermediate, ADR 0071): a signed-in student arriving from outside the sign-in screen (a native
 * wrapper's or a partner's hand-off, a saved link) goes where sign-in would send them — /home/connect for
 * `actionType=schedule`, /products for a student with no quests whom the server sends to the catalogue
 * (showDashboard, not Spectrum), else /home. The entry guard sends a visitor to `/` first.
 */
export function Component() {
  const [search] = useSearchParams();
  const user = useCurrentUser();
  if (user.state === 'loaded' && user.data) {
    return <Navigate to={signInRedirect(user.data, search.get('actionType'))} replace />;
  }
  return (
    <IntermediateView
      state={user.state === 'failed' ? 'failed' : 'loading'}
      errorMessage={user.error?.message}
      onRetry={user.retry}
    />
  );
}
