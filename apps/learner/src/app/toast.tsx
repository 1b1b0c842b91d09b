import { Snackbar, useTranslate, type SnackbarType } from '@quest/design-system';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export interface ToastRequest {
  message: string;
  type: SnackbarType;
  /** How long it stays, from the spec's toast times (sign-in 3 s, share and query 2 s, …). */
  durationMs: number;
}

const ToastContext = createContext<((toast: ToastRequest) => void) | null>(null);

/**
 * The app's one toast: a screen asks for a message and it shows at the bottom, survives the screen changing
 * underneath it and hides after its time. A new toast replaces the current one.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<(ToastRequest & { id: number }) | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback((next: ToastRequest) => {
    setToast((current) => ({ ...next, id: (current?.id ?? 0) + 1 }));
    setOpen(true);
  }, []);
  const value = useMemo(() => show, [show]);
  // A toast is read in the app's language when its text is in the catalogues (the flows' messages, the spec's
  // server messages); any other server text is shown as sent (ADR 0142).
  const t = useTranslate();
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Snackbar
        key={toast?.id}
        open={open && toast !== null}
        message={toast ? t(toast.message) : ''}
        type={toast?.type}
        duration={toast?.durationMs}
        onClose={() => setOpen(false)}
      />
    </ToastContext.Provider>
  );
}

/** Shows a toast: `showToast({ message, type: 'error', durationMs: 3000 })`. */
export function useToast(): (toast: ToastRequest) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider above it');
  return show;
}
