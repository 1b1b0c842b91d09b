import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/** The query parameter value that shows the dialog over the sign-in screen (`?dialog=forgot-password`). */
export const forgotPasswordDialogParam = 'forgot-password';

/**
 * The dialog lives in the address (`?dialog=forgot-password`, ADR 0046): a link can open it, Back closes it, and
 * a reload keeps it open. Opening pushes an entry; closing goes back over it when this screen pushed it, else
 * removes the parameter in place. Only the parameter is stored — never a password or code.
 */
export function useForgotPasswordDialogParam() {
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const open = search.get('dialog') === forgotPasswordDialogParam;
  const pushedHere = (location.state as { dialog?: string } | null)?.dialog === forgotPasswordDialogParam;

  const show = useCallback(() => {
    const next = new URLSearchParams(search);
    next.set('dialog', forgotPasswordDialogParam);
    void navigate({ search: `?${next}` }, { state: { dialog: forgotPasswordDialogParam } });
  }, [navigate, search]);

  const close = useCallback(() => {
    if (pushedHere) {
      void navigate(-1);
      return;
    }
    const next = new URLSearchParams(search);
    next.delete('dialog');
    const rest = next.toString();
    void navigate({ search: rest ? `?${rest}` : '' }, { replace: true });
  }, [navigate, pushedHere, search]);

  return { open, show, close };
}
