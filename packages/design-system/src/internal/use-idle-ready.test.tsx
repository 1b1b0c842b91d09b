import { createRoot } from 'react-dom/client';
import { expect, test, vi } from 'vitest';
import { useIdleReady } from './use-idle-ready';

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
