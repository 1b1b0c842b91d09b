import { useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
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

  // The field was focused before the app listened (a tap before hydration), so the fill is the first interaction the
  // hook hears. A fill in one go (a password manager; Playwright's fill, a real browser input event) must be kept: the
  // re-render the hook causes must not commit the field's old value before React has read the new one.
  test('a field filled in one go as the first interaction keeps its value', async () => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    function Form() {
      const started = useFirstInteraction();
      const [username, setUsername] = useState('');
      return (
        <input
          aria-label="Username"
          data-started={started}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
      );
    }
    // The page as the build prerenders it, focused before the app hydrates it (so no focus event reaches the hook).
    host.innerHTML = '<input aria-label="Username" data-started="false" value=""/>';
    host.querySelector('input')!.focus();
    const root = hydrateRoot(host, <Form />);
    cleanup = () => {
      root.unmount();
      host.remove();
    };
    await settle();
    const input = host.querySelector('input')!;
    await userEvent.fill(input, '9876543210');
    await expect.poll(() => input.dataset.started).toBe('true');
    await settle();
    expect(input.value).toBe('9876543210');
  });
});
