import { readFileSync } from 'node:fs';
import { expect, test } from './support/csp';
import { expectRecovered, offlineBanner, retryButton } from './support/faults';
import { distDir, precacheOfBuild, reloadOffline, waitForOfflineShell } from './support/offline';
import { demoUsers, signIn } from './support/sign-in';

/*
 * The offline app shell (issue 13, ADR 0089): after one visit, the service worker answers a reload without network
 * with the cached shell, the app draws its screen and the offline banner; back online the banner goes and the
 * data loads again. Journeys elsewhere run with service workers blocked (playwright.config.ts); this one allows them.
 */
test.use({ serviceWorkers: 'allow' });

test.describe('offline shell', () => {
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'phone', 'the service worker does not depend on the width');
  });

  test('the precache holds the app but not the heavy engines', () => {
    const files = precacheOfBuild();
    expect(files.length).toBeGreaterThan(50);
    expect(files.some((file) => /\/assets\/index-[\w-]+\.js$/.test(file))).toBe(true);
    const chunkPackages = JSON.parse(
      readFileSync(new URL('.vite/chunk-packages.json', distDir), 'utf8'),
    ) as Record<string, string[]>;
    const engine = /^(video\.js|@videojs\/|pdfjs-dist$|katex$|@visx\/|d3-)/;
    const engineChunks = Object.entries(chunkPackages)
      .filter(([, packages]) => packages.some((name) => engine.test(name)))
      .map(([file]) => `/${file}`);
    expect(engineChunks.length).toBeGreaterThan(0);
    for (const file of engineChunks) expect(files, file).not.toContain(file);
    expect(files.some((file) => file.includes('pdf.worker'))).toBe(false);
    expect(files).not.toContain('/index.html');
  });

  test('signed out: an offline reload of / shows the sign-in shell and the offline banner', async ({
    page,
    context,
  }, info) => {
    const files = precacheOfBuild().length;
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(offlineBanner(page)).toHaveCount(0);
    const shell = await waitForOfflineShell(page, files);

    await reloadOffline(page, shell);
    await expectRecovered(page, info, 'offline reload of the sign-in page', offlineBanner(page));
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByLabel(/Username/)).toBeVisible();

    await context.setOffline(false);
    await expect(offlineBanner(page)).toHaveCount(0);
  });

  test('signed in: an offline reload of /home shows the home shell, the banner and a retry; online it loads', async ({
    page,
    context,
  }, info) => {
    const files = precacheOfBuild().length;
    await signIn(page, demoUsers.aarav);
    await expect(page.getByText('Hi, Aarav')).toBeVisible();
    const shell = await waitForOfflineShell(page, files);

    await reloadOffline(page, shell);
    await expectRecovered(page, info, 'offline reload of /home', offlineBanner(page));
    await expectRecovered(page, info, 'offline /home data', retryButton(page));
    await expect(page.getByRole('navigation').first()).toBeVisible();

    await context.setOffline(false);
    await expect(offlineBanner(page)).toHaveCount(0);
    // SWR refetches on reconnect by itself: Try again is pressed if it is still there (it may go mid-click).
    const retry = retryButton(page).first();
    if (await retry.isVisible()) await retry.click({ timeout: 2_000 }).catch(() => {});
    await expect(page.getByText('Hi, Aarav')).toBeVisible({ timeout: 20_000 });
    await expect(retryButton(page)).toHaveCount(0);
  });
});
