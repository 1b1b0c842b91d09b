import { expect, test, type Page } from './support/csp';
import { demoUsers } from './support/sign-in';
import { DEMO_PASSWORD } from './support/fresh-user';
import { BRIDGE_METHODS } from '../src/platform/native-bridge';

/*
 * Inside the iOS wrapper the purchasing UI is hidden (store-and-assessment.md §1, §6): no cart icon and no paid
 * categories on /category and /products; the free ones stay. The wrapper is simulated as the host presents
 * itself: an iPhone WKWebView user agent, the `window.webkit.messageHandlers` bridge (one handler per bridge
 * method, as apps/learner/src/platform/native-bridge.ts reads it) and the AppType of the landing address.
 * The same screens in a plain browser show both, so the hidden state is the wrapper's doing.
 */

const iPhoneWebView =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

/** Every method the app may call on its host. */
const bridgeMethods = Object.values(BRIDGE_METHODS);

/** Runs before any page script: the fake host, reporting each message's method to the test. */
function installIosHost(methods: string[]) {
  const w = window as unknown as {
    webkit?: { messageHandlers: Record<string, { postMessage(body: unknown): void }> };
    __iosHostMessage?: (method: string) => void;
  };
  w.webkit = {
    messageHandlers: Object.fromEntries(
      methods.map((method) => [method, { postMessage: () => void w.__iosHostMessage?.(method) }]),
    ),
  };
}

/** The seed's categories (apps/server/src/seed/store.ts): the paid ones and the free one, per screen. */
const screens = {
  '/category': { paid: ['Grade 6 Quests', 'Coding & Robotics', 'Try before you buy'], free: 'Free to start' },
  '/products': {
    paid: ['Recommended for you', 'Olympiad & boosters', 'Workshops', 'Partner offers'],
    free: 'Free to start',
  },
} as const;

async function signInFromLanding(page: Page, landing: string) {
  await page.goto(landing);
  await page.getByLabel(/Username/).fill(demoUsers.aarav);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/home');
}

const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart/ });

test.describe('inside the iOS wrapper', () => {
  test.use({ userAgent: iPhoneWebView });

  test('the cart icon and the paid categories are hidden on /products and /category', async ({
    page,
    context,
  }) => {
    const hostCalls: string[] = [];
    await context.exposeBinding('__iosHostMessage', (_source, method: string) => void hostCalls.push(method));
    await context.addInitScript(installIosHost, bridgeMethods);
    await signInFromLanding(page, '/?AppType=ios');
    expect(await page.evaluate(() => localStorage.getItem('platform'))).toBe('iOS');
    expect(await page.evaluate(() => localStorage.getItem('AppType'))).toBe('ios');

    for (const [path, { paid, free }] of Object.entries(screens)) {
      await page.goto(path);
      await expect(page.getByRole('region', { name: free })).toBeVisible();
      for (const name of paid) await expect(page.getByRole('region', { name })).toHaveCount(0);
      await expect(cartButton(page)).toHaveCount(0);
    }
    // The fake host is the one the app talks to (sign-in handed it the credentials to keep).
    expect(hostCalls).toContain('rememberMe');
  });
});

test('in a browser the same screens show the cart icon and the paid categories', async ({ page }) => {
  await signInFromLanding(page, '/');
  for (const [path, { paid, free }] of Object.entries(screens)) {
    await page.goto(path);
    await expect(page.getByRole('region', { name: free })).toBeVisible();
    for (const name of paid) await expect(page.getByRole('region', { name })).toBeVisible();
    await expect(cartButton(page)).toBeVisible();
  }
});
