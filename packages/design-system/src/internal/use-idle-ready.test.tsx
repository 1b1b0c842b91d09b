import { createRoot } from 'react-dom/client';
import { expect, test, vi } from 'vitest';
import { useIdleReady, useIdleValue } from './use-idle-ready';

test('Scenario: false on the first render, true once the browser has been idle', async () => {
  const seen: boolean[] = [];
  function Probe() {
    seen.push(useIdleReady());
    return null;
  }
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  root.render(<Probe />);
  await vi.waitFor(() => expect(seen.length).toBeGreaterThan(0));
  expect(seen[0]).toBe(false);
  await vi.waitFor(() => expect(seen.at(-1)).toBe(true));
  root.unmount();
  host.remove();
});

test('Scenario: useIdleValue is undefined at first, then follows the value once the browser is idle after it', async () => {
  const seen: (number | undefined)[] = [];
  function Probe({ value }: { value: number }) {
    seen.push(useIdleValue(value));
    return null;
  }
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  root.render(<Probe value={1} />);
  await vi.waitFor(() => expect(seen.length).toBeGreaterThan(0));
  expect(seen[0]).toBeUndefined();
  await vi.waitFor(() => expect(seen.at(-1)).toBe(1));

  // A new value renders with the old one first (the change's own render stays light), then the new one.
  const before = seen.length;
  root.render(<Probe value={2} />);
  await vi.waitFor(() => expect(seen.length).toBeGreaterThan(before));
  expect(seen[before]).toBe(1);
  await vi.waitFor(() => expect(seen.at(-1)).toBe(2));
  root.unmount();
  host.remove();
});
