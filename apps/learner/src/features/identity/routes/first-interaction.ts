import { useEffect, useState } from 'react';

/** Form controls whose focus counts as an interaction (a heading focused by the router does not). */
const control = (target: EventTarget | null) =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLButtonElement ||
  target instanceof HTMLAnchorElement ||
  target instanceof HTMLSelectElement ||
  target instanceof HTMLTextAreaElement;

/**
 * False until the visitor first acts on the page: a press (pointer or touch), a key, focus on a control, or input
 * (a password manager's fill). The sign-in screen waits for it before it loads its flow and the contract's
 * schemas, so `/` fetches nothing after its first paint that a visitor who only looks would not use (ADR 0123).
 *
 * `input` is heard in the bubble phase, after React's own handler on #root: the state change re-renders the form,
 * and a re-render heard first (a capture listener's update is flushed before the next listener runs) would commit
 * the field's old value over what the browser has just put in it, and React would then see no change. That lost a
 * field filled in one go (a password manager, an autofill) when the focus came before the page was hydrated. The
 * other events come before any value changes, so they are heard in the capture phase (a stopped event still counts).
 */
export function useFirstInteraction(): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (started) return;
    const pressesAndKeys = ['pointerdown', 'touchstart', 'keydown'] as const;
    const onEvent = () => setStarted(true);
    const onFocus = (event: FocusEvent) => {
      if (control(event.target)) setStarted(true);
    };
    const capture = { capture: true, passive: true } as const;
    const bubble = { passive: true } as const;
    for (const name of pressesAndKeys) document.addEventListener(name, onEvent, capture);
    document.addEventListener('focusin', onFocus, capture);
    document.addEventListener('input', onEvent, bubble);
    return () => {
      for (const name of pressesAndKeys) document.removeEventListener(name, onEvent, capture);
      document.removeEventListener('focusin', onFocus, capture);
      document.removeEventListener('input', onEvent);
    };
  }, [started]);
  return started;
}
