import { expect, test } from './support/csp';
import { demoUsers, signIn } from './support/sign-in';

test.describe('mission schedules', () => {
  test('the online-session mission opens /missions-schedules with its sessions and tiles; a tile opens /topics', async ({
    page,
  }) => {
    await signIn(page, demoUsers.aarav);
    await page
      .getByRole('list', { name: 'Missions' })
      .getByRole('button', { name: 'Live Science Lab' })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/missions-schedules');
    await expect(page.getByRole('heading', { level: 1, name: 'Live Science Lab' })).toBeVisible();

    const sessions = page.getByRole('list', { name: 'Sessions' });
    await expect(sessions.getByRole('listitem')).toHaveCount(5);
    const first = sessions.getByRole('article', { name: 'Session 1: Magnets Attract and Repel' });
    await expect(first.getByRole('button', { name: 'View recording' })).toBeVisible();
    await expect(first).toContainText('60 min');
    await expect(first).toContainText('5:00 PM');
    const last = sessions.getByRole('article', { name: 'Session 5: Show and Tell' });
    await expect(last.getByRole('button', { name: 'Upcoming' })).toHaveAttribute('aria-disabled', 'true');
    await expect(last.getByRole('button', { name: 'Share' })).toBeVisible();

    const tiles = page.getByRole('list', { name: 'Operations' });
    await tiles.getByRole('button', { name: 'Lab Session: Magnets' }).click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/topics' &&
        url.searchParams.get('missionId') !== null &&
        url.searchParams.get('operationId') !== null,
    );
    await expect(page.getByText('Magnets Lab: Session Recap').first()).toBeVisible();
  });
});
