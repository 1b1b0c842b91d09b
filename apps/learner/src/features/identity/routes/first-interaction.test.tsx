import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, test } from 'vitest';
import { useFirstInteraction } from './first-interaction';

// Real browser events (not act): React renders as in the app, and the test waits.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

let cleanup: () => void = () => {};
afterEach(() => cleanup());

/** A page with a heading (focused as the router may) and a field; `started()` reads the hook's last value. */
function arrange() {
  const seen: boolean[] = [];
  function Probe() {
    seen.push(useFirstInteraction());
    return (
      <>
        <h1 tabIndex={-1}>Sign in</h1>
        <input aria-label="Username" />
      </>
    );
  }
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = createRoot(host);
  root.render(<Probe />);
  cleanup = () => {
    root.unmount();
    host.remove();
  };
  return { host, started: () => seen.at(-1) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('useFirstInteraction', () => {
  test('stays false while the visitor only looks, even when a heading takes focus', async () => {
    const { host, started } = arrange();
    await settle();
    host.querySelector('h1')!.focus();
    await settle();
    expect(started()).toBe(false);
  });

  test.each([
    [
      'a press',
      (host: HTMLElement) => host.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })),
    ],
    ['a key', (host: HTMLElement) => host.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }))],
    ['focus on a field', (host: HTMLElement) => host.querySelector('input')!.focus()],
    [
      'input (a filled password)',
      (host: HTMLElement) => host.dispatchEvent(new Event('input', { bubbles: true })),
    ],
  ])('turns true at %s', async (_name, act) => {
    const { host, started } = arrange();
    await settle();
    expect(started()).toBe(false);
    act(host);
    await expect.poll(started).toBe(true);
  });
});
