import { expect, test } from './support/csp';
import { demoUsers, signIn } from './support/sign-in';

test.describe('notifications', () => {
  test("the demo student sees last month's notifications; next month is disabled at the current month", async ({
    page,
  }) => {
    await signIn(page, demoUsers.aarav);
    await page.getByRole('button', { name: 'Notifications' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/home/notification');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const next = page.getByRole('button', { name: 'Next month' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    // This month's notices (seeded up to now).
    await expect(
      page.getByText('New practice tests have been added to the Grade 6 Mathematics mission.'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Previous month' }).click();
    await expect(page).toHaveURL((url) => /^\d{4}-\d{2}$/.test(url.searchParams.get('month') ?? ''));
    await expect(
      page.getByText(
        'Reminder: the Fractions test closes on Sunday at 9:00 PM. Attempt it before the deadline.',
      ),
    ).toBeVisible();
    await expect(page.getByText(/The Grade 6 leaderboard is live/)).toBeVisible();
    // A long notice is clamped to two lines with Show more.
    const long = page.getByRole('listitem').filter({ hasText: 'GO_CODERZ National Coding Competition' });
    await long.getByRole('button', { name: 'Show more' }).click();
    await expect(long.getByRole('button', { name: 'Show less' })).toBeVisible();
    await expect(next).not.toHaveAttribute('aria-disabled', 'true');

    // A reload keeps the month (it lives in the address).
    await page.reload();
    await expect(page.getByText(/Fractions test closes on Sunday/)).toBeVisible();

    await next.click();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByText(/Fractions test closes on Sunday/)).toHaveCount(0);
  });

  test('a reply notification opens its query’s thread in the query box (ADR 0116)', async ({ page }) => {
    await signIn(page, demoUsers.aarav);
    await page.goto('/home/notification');
    await expect(
      page.getByText('New practice tests have been added to the Grade 6 Mathematics mission.'),
    ).toBeVisible();
    // Reply notices are dated a minute after the reply (days ago): this month, or the one before early in a month.
    const openReply = page.getByRole('button', { name: 'Open the reply' });
    if (!(await openReply.first().isVisible())) {
      await page.getByRole('button', { name: 'Previous month' }).click();
    }
    const card = page.getByRole('listitem').filter({ has: openReply }).first();
    const open = card.getByRole('button', { name: 'Open the reply' });
    const subject = /Your query "([^"]+)"/.exec((await card.textContent()) ?? '')?.[1];
    expect(subject).toBeTruthy();
    await open.click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/home/querybox' && /^\d+$/.test(url.searchParams.get('messageId') ?? ''),
    );
    await expect(page.getByRole('heading', { level: 2, name: subject! })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Reply' })).toBeVisible();
  });
});
