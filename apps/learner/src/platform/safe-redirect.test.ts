import { describe, expect, test } from 'vitest';
import { paths } from '../routes/paths';
import { safeRedirect } from './safe-redirect';

const origin = 'https://learn.example';
const fallback = paths.home.getHref();

describe('safeRedirect: only same-app paths (ADR 0087)', () => {
  test.each([
    ['/products', '/products'],
    ['/home/connect?questId=101', '/home/connect?questId=101'],
    ['/report/42?name=Fractions#top', '/report/42?name=Fractions#top'],
    ['/task?questId=101&missionId=1011', '/task?questId=101&missionId=1011'],
    // Dot segments resolve inside the app before the route check.
    ['/home/../products', '/products'],
  ])('Scenario: %s stays in the app as %s', (target, expected) => {
    expect(safeRedirect(target, fallback, origin)).toBe(expected);
  });

  test.each([
    ['https://evil.example'],
    ['https://learn.example/home'],
    ['//evil.example/home'],
    ['/\\evil.example'],
    ['/\\/evil.example'],
    ['\\\\evil.example'],
    ['javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    [' /home'],
    ['home'],
    [''],
    ['/no-such-page'],
    ['/report/'],
    ['/%2F%2Fevil.example'],
    [null],
    [undefined],
    [42],
    [{ pathname: '/home' }],
  ])('Scenario: %o falls back to the default target', (target) => {
    expect(safeRedirect(target, fallback, origin)).toBe(fallback);
  });

  test('Scenario: without a page origin the check still runs', () => {
    expect(safeRedirect('/cart', fallback)).toBe('/cart');
    expect(safeRedirect('https://evil.example/cart', fallback)).toBe(fallback);
  });
});
