import { expect, test } from './support/csp';
import { demoUsers, signIn } from './support/sign-in';

/** A 1×1 PNG, written by the test. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('query box', () => {
  test('compose messages, a query with an attachment is posted and listed, and a reply appears in its thread', async ({
    page,
  }, info) => {
    const subject = `Fractions doubt ${info.project.name} ${Date.now()}`;
    const replyText = `Thank you, that helps (${info.project.name}).`;
    await signIn(page, demoUsers.aarav);
    // On the web the bottom bar has no QueryBox (Android only): the profile leads there (ADR 0116).
    await page.goto('/home/profile');
    await page.getByRole('button', { name: 'QueryBox' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/home/querybox');
    await expect(page.getByRole('heading', { level: 1, name: 'Query Box' })).toBeVisible();

    await page.getByRole('button', { name: 'New query' }).click();
    const dialog = page.getByRole('dialog', { name: 'New query' });
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Please specify subject.')).toBeVisible();
    await expect(dialog.getByText('Please specify at least one mission.')).toBeVisible();

    await dialog.getByRole('textbox', { name: /Subject/ }).fill(subject);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Please specify subject.')).toHaveCount(0);
    await expect(dialog.getByText('Please specify at least one mission.')).toBeVisible();

    const mission = dialog.getByRole('combobox', { name: /^Mission/ });
    await expect(mission.locator('option')).not.toHaveCount(1);
    await mission.selectOption({ index: 1 });
    await dialog
      .getByRole('textbox', { name: 'Your question' })
      .fill('How do I add 2/3 and 1/4? <b>not bold</b>');
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'my-working.png',
      mimeType: 'image/png',
      buffer: tinyPng,
    });
    await expect(dialog.getByRole('button', { name: 'Remove my-working.png' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Send' }).click();

    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Query sent.')).toBeVisible();
    await expect(page).toHaveURL((url) => url.searchParams.has('messageId'));
    const thread = page
      .locator('article')
      .filter({ has: page.getByRole('heading', { level: 2, name: subject }) });
    await expect(thread.getByText('How do I add 2/3 and 1/4? <b>not bold</b>')).toBeVisible();

    // The attachment comes back with the bearer token.
    const download = page.waitForEvent('download');
    await thread.getByRole('button', { name: 'Download my-working.png' }).click();
    expect((await download).suggestedFilename()).toBe('my-working.png');

    // The reply panel needs neither subject nor mission.
    const panel = page.getByRole('form', { name: 'Reply' });
    await panel.getByRole('textbox', { name: 'Your reply' }).fill(replyText);
    await panel.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText('Reply sent.')).toBeVisible();
    await expect(thread.getByRole('listitem').filter({ hasText: replyText })).toBeVisible();

    // Back to the list (on a phone the thread replaced it); the query is listed with its reply, also after a reload.
    if (info.project.name === 'phone') await page.getByRole('button', { name: 'Back to queries' }).click();
    await page.reload();
    const item = page.getByRole('button', { name: new RegExp(subject) });
    await expect(item).toBeVisible();
    await expect(page.getByRole('listitem').filter({ has: item })).toContainText('1 reply');
  });
});
