import { expect, test, type Page } from './support/csp';

const demo = { username: '9876543210', password: 'Demo@123' };

/** Holds the app's entry script until the returned function is called: the page stays prerendered meanwhile. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

// The sign-in screen is in index.html as HTML (ADR 0125): it paints before any script, and the app hydrates it.
test.describe('prerendered sign-in page', () => {
  test('`/` shows the sign-in form before the app script has run', async ({ page }) => {
    const release = await holdEntryScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Log In to Your Quest Account!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    release();
  });

  test('what is typed and submitted before hydration signs in afterwards, never in the address', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const release = await holdEntryScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByLabel(/Username/).fill(demo.username);
    await page.getByLabel(/^Password/).fill(demo.password);
    await page.getByLabel(/^Password/).press('Enter');
    expect(new URL(page.url()).search).toBe('');
    release();
    await expect(page).toHaveURL((url) => url.pathname === '/home');
    expect(page.url()).not.toContain(demo.password);
    expect(errors).toEqual([]);
  });

  test('हिन्दी chosen before hydration: the app starts in Hindi once it takes over', async ({ page }) => {
    const release = await holdEntryScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('radio', { name: 'हिन्दी' }).check();
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered');
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'अपने Quest खाते में लॉग इन करें!' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'हिन्दी' })).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  });

  test('the entry script is only preloaded by the page; it is added after a frame, then hydrates', async ({
    page,
  }) => {
    // From the document's start: count animation frames, and note how many had run when the entry script joined
    // the page. Were it in the HTML (before this change), the parser would add it before any frame.
    await page.addInitScript(() => {
      const w = window as unknown as { __frames: number; __entryAfterFrames?: number };
      w.__frames = 0;
      const tick = () => {
        w.__frames += 1;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLScriptElement && node.src.includes('/assets/index-'))
              w.__entryAfterFrames ??= w.__frames;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    // The head held no script to fetch and no style sheet link; `start` added them after the frame.
    await expect(page.locator('link[rel="modulepreload"][href*="/assets/ui-base-"]')).toHaveCount(1);
    await expect(page.locator('link[rel="stylesheet"][href*="/assets/ui-base-"]')).toHaveCount(1);
    await expect(page.locator('script[type="module"][src*="/assets/index-"]')).toHaveCount(1);
    const afterFrames = await page.evaluate(
      () => (window as unknown as { __entryAfterFrames?: number }).__entryAfterFrames,
    );
    expect(afterFrames).toBeGreaterThanOrEqual(1);
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await page.getByLabel(/Username/).fill(demo.username);
    await page.getByLabel(/^Password/).fill(demo.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/home');
  });

  test('another address does not show the sign-in page first', async ({ page }) => {
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/products');
    await expect(page.locator('#root')).toBeEmpty();
  });
});
