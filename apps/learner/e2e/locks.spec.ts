import { expect, test } from './support/csp';
import { demoUsers } from './support/sign-in';
import { signInAnywhere } from './support/store';
import { press } from './support/touch';

/**
 * Locked means explained (issue 24, ADR 0113): as the demo students whose content is locked — Rohan, whose
 * location locks Play, and Meera, whose Grade 7 trial is over — every locked card, mission and direct link shows
 * why and what to do, and the locked content itself never renders (no frame, video, PDF canvas or Begin Test).
 */

const TRIAL_TEXT = 'Your trial has expired. Please buy the product to get access to its contents.';
const PLAY_LOCKED = 'Play content is locked for your location.';

test.describe('locks', () => {
  test('Rohan: the Play-locked activity explains itself from its card and from a direct link, and never opens', async ({
    page,
  }) => {
    const writes: string[] = [];
    page.on('request', (request) => {
      if (/SendContentAccess|OpenContent/.test(request.url())) writes.push(request.url());
    });
    await signInAnywhere(page, demoUsers.rohan);
    await page.goto('/task?questId=101&missionId=1011');
    await press(page.getByRole('button', { name: 'Practice Fractions', exact: true }));
    const card = page.getByRole('button', { name: 'Fraction Pizza Builder', exact: true });
    await expect(card).toHaveAccessibleDescription(/Locked/);
    const before = page.url();
    await press(card);
    const dialog = page.getByRole('alertdialog', { name: 'Locked at your location' });
    await expect(dialog).toHaveAccessibleDescription(PLAY_LOCKED);
    await expect(dialog.getByText('Fraction Pizza Builder')).toBeVisible();
    await press(dialog.getByRole('button', { name: 'OK', exact: true }));
    await expect(dialog).toBeHidden();
    expect(page.url()).toBe(before);

    // The activity's direct link: the explanation instead of the activity's frame.
    await page.goto('/activity?questId=101&missionId=1011&operationId=10111&contentId=201006');
    await expect(page.getByRole('heading', { name: 'Locked at your location' })).toBeVisible();
    await expect(page.getByText(PLAY_LOCKED)).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await press(page.getByRole('button', { name: 'Go back', exact: true }));
    await expect(page).toHaveURL((url) => url.pathname === '/task');
    expect(writes).toEqual([]);
  });

  test('Meera: her expired trial explains itself on the mission, its cards and every direct link, with Buy now', async ({
    page,
  }) => {
    await signInAnywhere(page, demoUsers.meera);
    const expired = page.getByRole('alertdialog', { name: 'Trial Expired' });
    await press(expired.getByRole('button', { name: 'Not now', exact: true }));
    await expect(expired).toBeHidden();
    // The locked Science mission on home: a tap says why.
    await press(
      page.getByRole('list', { name: 'Missions' }).getByRole('button', { name: 'Science', exact: true }),
    );
    await expect(expired).toHaveAccessibleDescription(TRIAL_TEXT);
    await press(expired.getByRole('button', { name: 'Not now', exact: true }));

    // A card of the mission page: "Trial Expired" again, nothing plays.
    await page.goto('/task?questId=103&missionId=1031');
    await press(expired.getByRole('button', { name: 'Not now', exact: true }));
    await expect(expired).toBeHidden();
    await press(page.getByRole('button', { name: 'Introduction to Nutrition in Plants', exact: true }));
    await expect(expired).toBeVisible();
    await press(expired.getByRole('button', { name: 'Not now', exact: true }));
    await expect(page.locator('video')).toHaveCount(0);

    // Direct links to the PDF, the video and the test: the explanation with Buy now, never the content.
    const place = 'questId=103&missionId=1031&operationId=10311';
    for (const [path, contentId] of [
      ['/pdf', 203002],
      ['/player', 203001],
      ['/instruction', 203003],
    ] as const) {
      await page.goto(`${path}?${place}&contentId=${contentId}`);
      await expect(page.getByRole('heading', { name: 'Trial Expired' })).toBeVisible();
      await expect(page.getByText(TRIAL_TEXT)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Buy now', exact: true })).toBeVisible();
      await expect(page.locator('video, canvas, iframe')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Begin Test' })).toHaveCount(0);
    }
  });
});
