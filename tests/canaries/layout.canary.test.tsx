import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { inspectLayout } from '../layout/inspect-layout';

/*
 * Fixtures for the phone layout check that MUST fail (scripts/check-canaries.mjs): a planted 700 px-wide element on
 * a 320 px screen fails the check the state sheets get at 320 px; the control, as wide as the screen, passes.
 */

afterEach(() => document.querySelector('[data-testid="layout-root"]')?.remove());

async function render(width: number) {
  await page.viewport(320, 640);
  const host = document.createElement('div');
  host.dataset.testid = 'layout-root';
  host.style.width = '320px';
  host.style.padding = '16px';
  host.style.boxSizing = 'border-box';
  const planted = document.createElement('div');
  planted.style.width = `${width}px`;
  planted.style.height = '20px';
  host.append(planted);
  document.body.append(host);
}

const check = () => inspectLayout({ selector: ':not(*)', only: 'page', root: '[data-testid="layout-root"]' });

test('Layout Control', async () => {
  await render(288);
  expect(check().problems.join('\n')).toBe('');
});

test('Planted Overflow', async () => {
  await render(700);
  expect(check().problems.join('\n')).toBe('');
});
