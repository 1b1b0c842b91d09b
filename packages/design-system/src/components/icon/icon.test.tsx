import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, test } from 'vitest';
import { Icon, loadIcons } from './icon';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/*
 * The icon set loads on demand (issue 26): the core icons draw at once, any other icon draws an empty box of its
 * size with the same accessible name until the set's chunk has arrived, then its glyph.
 */

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function render(node: React.ReactNode) {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = createRoot(host);
  act(() => root.render(node));
  cleanups.push(() => {
    act(() => root.unmount());
    host.remove();
  });
  return host;
}

test('a core icon draws at once; an icon outside the core set draws a same-sized named box, then its glyph', async () => {
  const host = render(
    <>
      <Icon name="eye" label="Show" />
      <Icon name="leaderboard" size="xl" label="Leaderboard" />
    </>,
  );
  const [eye, trophy] = [...host.querySelectorAll('svg')];
  expect(eye!.hasAttribute('data-icon-pending')).toBe(false);
  expect(eye!.querySelector('path')).not.toBeNull();

  expect(trophy!.hasAttribute('data-icon-pending')).toBe(true);
  expect(trophy!.getAttribute('width')).toBe('32');
  expect(trophy!.getAttribute('role')).toBe('img');
  expect(trophy!.getAttribute('aria-label')).toBe('Leaderboard');

  await act(() => loadIcons());
  const drawn = host.querySelectorAll('svg')[1]!;
  expect(drawn.hasAttribute('data-icon-pending')).toBe(false);
  expect(drawn.querySelector('path')).not.toBeNull();
  expect(drawn.getAttribute('width')).toBe('32');
  expect(drawn.getAttribute('aria-label')).toBe('Leaderboard');

  // Once loaded, every icon draws on its first render.
  const again = render(<Icon name="cart" />);
  expect(again.querySelector('svg')!.hasAttribute('data-icon-pending')).toBe(false);
  expect(again.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
});
