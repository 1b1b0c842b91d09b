import { useLayoutEffect, useRef, type RefObject } from 'react';

const focusableSelector = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements Tab stops at inside `root`, in document order. */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0 && !el.closest('[inert]'),
  );
}

let scrollLocks = 0;
let savedOverflow = '';

/** Stops the page behind a modal from scrolling; nested modals share one lock. */
function lockScroll() {
  const root = document.documentElement;
  if (scrollLocks++ === 0) {
    savedOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
  }
  return () => {
    if (--scrollLocks === 0) root.style.overflow = savedOverflow;
  };
}

function focusInitial(dialog: HTMLDialogElement) {
  const target =
    dialog.querySelector<HTMLElement>('[data-autofocus]') ??
    Array.from(dialog.querySelectorAll<HTMLElement>('[data-content]')).flatMap(tabbables)[0] ??
    tabbables(dialog)[0] ??
    dialog;
  target.focus();
}

export interface UseModalOptions {
  open: boolean;
  inline: boolean;
  dismissible: boolean;
  onClose: (() => void) | undefined;
}

/**
 * The modal behaviour of a native `<dialog>`: `showModal()` while open (top layer, the rest of the page inert),
 * focus in on open (and back in when its focused content is replaced) and back to the opener on close, Tab trapped
 * inside, Escape and backdrop clicks ask to close when dismissible, page scroll locked. Does nothing for inline (design sheet) dialogs.
 */
export function useModal(ref: RefObject<HTMLDialogElement | null>, options: UseModalOptions) {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  const { open, inline } = options;

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || inline || !open) return;

    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const unlock = lockScroll();
    focusInitial(dialog);

    const requestClose = () => {
      if (latest.current.dismissible) latest.current.onClose?.();
    };

    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog opened above this one from inside it (the OTP dialog over the sign-up dialog) owns its keys.
      const owner = event.target instanceof Element ? event.target.closest('dialog') : null;
      if (owner && owner !== dialog) return;
      if (event.key === 'Escape') {
        // Cancelling the keydown stops the browser's own close request, so the dialog closes only when the
        // caller turns `open` off (and never when it is not dismissible).
        event.preventDefault();
        event.stopPropagation();
        requestClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const stops = tabbables(dialog);
      const first = stops[0];
      const last = stops[stops.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
      } else if (event.shiftKey && (active === first || active === dialog || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };

    // Other close requests (Android back gesture): the caller decides.
    const onCancel = (event: Event) => {
      event.preventDefault();
      requestClose();
    };

    // The backdrop belongs to the dialog element; the panel fills the dialog, so a press that starts and ends on
    // the dialog itself is a press on the backdrop. The second press of a double-click (`detail` 2) is not: a
    // double-click on the button that opened the dialog must not close it again at once.
    let pressedBackdrop = false;
    const onMouseDown = (event: MouseEvent) => {
      pressedBackdrop = event.target === dialog && event.detail < 2;
    };
    const onClick = (event: MouseEvent) => {
      if (pressedBackdrop && event.target === dialog) requestClose();
      pressedBackdrop = false;
    };

    // Content that replaces the focused element (a lazy engine's loading state giving way to the loaded view)
    // would drop focus to the body of a page that is inert behind the modal: keyboard keys would then reach
    // nothing. Focus goes back into the dialog. A dialog opened above this one keeps focus in itself, not the body.
    const keepFocus = new MutationObserver(() => {
      if (dialog.open && (document.activeElement === null || document.activeElement === document.body)) {
        focusInitial(dialog);
      }
    });
    keepFocus.observe(dialog, { childList: true, subtree: true });

    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('mousedown', onMouseDown);
    dialog.addEventListener('click', onClick);

    return () => {
      keepFocus.disconnect();
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('mousedown', onMouseDown);
      dialog.removeEventListener('click', onClick);
      unlock();
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [ref, open, inline]);
}
