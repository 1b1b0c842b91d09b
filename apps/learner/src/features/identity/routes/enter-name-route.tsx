import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { EnterNameView } from '@quest/design-system';
import { identityEndpoints } from '@quest/api';
import { useServices } from '../../../app/services';
import { currentUserKey } from '../../../data/current-user';
import { paths } from '../../../routes/paths';
import { failureMessage, landingPath, nameError, readOnboardingState } from './onboarding';

/**
 * Enter Your Name (/entername, ADR 0045): Name and Continue. Sends UpdateUser { userId, firstName } (the userId
 * from the navigation state, else the signed-in student's), then loads the student and goes to /products
 * (showDashboard) or /home. An UpdateUser failure shows in a danger dialog; a failure to load the student resets
 * the session and returns to `/` (store-and-assessment.md §8).
 */
export function Component() {
  const { api, session } = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const { mutate } = useSWRConfig();
  const handedOver = readOnboardingState(location.state);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const resetSession = () => {
    const query = session.clear();
    void navigate({ pathname: paths.root.path, search: query.toString() }, { replace: true });
  };

  const submit = async () => {
    const found = nameError(name);
    setError(found);
    if (found) return;
    setBusy(true);
    let userId = handedOver.userId;
    try {
      userId ??= (await api.call(identityEndpoints.getCurrentUser, {})).userId;
    } catch {
      resetSession();
      return;
    }
    try {
      await api.call(identityEndpoints.updateUser, { body: { userId, firstName: name.trim() } });
    } catch (failed) {
      setFailure(failureMessage(failed));
      setBusy(false);
      return;
    }
    try {
      const user = await api.call(identityEndpoints.getCurrentUser, {});
      await mutate(currentUserKey, user, { revalidate: false });
      void navigate(landingPath(user), { replace: true });
    } catch {
      resetSession();
    }
  };

  return (
    <EnterNameView
      name={name}
      error={error}
      busy={busy}
      failure={failure}
      onNameChange={(value) => {
        setName(value);
        setError(undefined);
      }}
      onSubmit={() => void submit()}
      onFailureOk={() => setFailure(null)}
    />
  );
}
