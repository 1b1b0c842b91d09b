import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { identityEndpoints } from '@quest/api';
import { PaymentResponseView } from '@quest/design-system';
import { paths } from '../../../routes/paths';

/** The payment response goes home after 3 s (store-and-assessment.md §2.7, §9). */
export const PAYMENT_RESPONSE_REDIRECT_MS = 3_000;

/**
 * /payment-response: after a successful payment. Reloads the profile, then the user (its quests now include what
 * was bought), shows the animation with Redirect, and goes to /home after 3 s.
 */
export function Component() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();

  useEffect(() => {
    void mutate([identityEndpoints.getProfile.name, {}]).then(() =>
      mutate([identityEndpoints.getCurrentUser.name, {}]),
    );
    const timer = window.setTimeout(
      () => void navigate(paths.home.getHref(), { replace: true }),
      PAYMENT_RESPONSE_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [mutate, navigate]);

  return (
    <PaymentResponseView
      as="main"
      onRedirect={() => void navigate(paths.home.getHref(), { replace: true })}
    />
  );
}
