import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { ChangePasswordDialog } from '@quest/design-system';
import { useChangePassword, type ChangePasswordImplementations } from '@quest/flows';
import { identityEndpoints, type ApiClient } from '@quest/api';
import { useServices } from '../../../app/services';
import { useToast, type ToastRequest } from '../../../app/toast';
import { useCurrentUser } from '../../../data/current-user';
import { assertRequest } from '../forgot-password/request-problem';

/** The change call's fields as the dialog names them (for messages about values the server would refuse). */
const fieldLabels = { oldPassword: 'Current Password', newPassword: 'New Password' };

/** Change Password is offered only to accounts that sign in with a password (learning-app.md §2 "Profile", §6). */
export function canChangePassword(user: { loginType: string } | undefined | null): boolean {
  return user?.loginType === 'PASSWORD';
}

/**
 * The change-password flow's effects: the ChangePassword call (both passwords in the body, checked against the
 * endpoint's schema first) and the result as the app's toast (red on error, 6 s either way — §8, §9).
 */
export function changePasswordImplementations(
  api: ApiClient,
  showToast: (toast: ToastRequest) => void,
): ChangePasswordImplementations {
  return {
    actions: {
      showToast: (_, toast) => showToast(toast),
    },
    actors: {
      changePassword: fromPromise(async ({ input }) => {
        const body = { oldPassword: input.oldPassword, newPassword: input.newPassword };
        assertRequest(identityEndpoints.changePassword.body, body, fieldLabels);
        return api.call(identityEndpoints.changePassword, { body });
      }),
    },
  };
}

/** Props of {@link ChangePasswordDialogContainer}. */
export interface ChangePasswordDialogContainerProps {
  /** Shown while true; each opening starts with empty fields. */
  open: boolean;
  /** Cancel / Escape / close, or the password was changed (its message shows as a 6 s toast). */
  onClose: () => void;
}

/**
 * The profile's Change Password dialog wired to the flow. The profile screen mounts it and shows its button only
 * when {@link canChangePassword} says so; for any other login type it renders nothing.
 */
export function ChangePasswordDialogContainer({ open, onClose }: ChangePasswordDialogContainerProps) {
  return open ? <OpenChangePasswordDialog onClose={onClose} /> : null;
}

function OpenChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { api } = useServices();
  const showToast = useToast();
  const user = useCurrentUser().data;
  const [implementations] = useState(() => changePasswordImplementations(api, showToast));
  const flow = useChangePassword(implementations);

  const latestClose = useRef(onClose);
  useEffect(() => {
    latestClose.current = onClose;
  });
  useEffect(() => {
    if (flow.done) latestClose.current();
  }, [flow.done]);

  if (user && !canChangePassword(user)) return null;
  return (
    <ChangePasswordDialog
      open={!flow.done}
      values={flow.values}
      passwordChecks={flow.passwordChecks}
      errors={flow.errors}
      failure={flow.error}
      username={user?.userName}
      busy={flow.saving}
      onFieldChange={flow.setField}
      onSubmit={flow.submit}
      onClose={onClose}
    />
  );
}
