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
 */
export function useFirstInteraction(): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (started) return;
    const events = ['pointerdown', 'touchstart', 'keydown', 'input'] as const;
    const onEvent = () => setStarted(true);
    const onFocus = (event: FocusEvent) => {
      if (control(event.target)) setStarted(true);
    };
    const options = { capture: true, passive: true } as const;
    for (const name of events) document.addEventListener(name, onEvent, options);
    document.addEventListener('focusin', onFocus, options);
    return () => {
      for (const name of events) document.removeEventListener(name, onEvent, options);
      document.removeEventListener('focusin', onFocus, options);
    };
  }, [started]);
  return started;
}
