import { expect, test, type Page } from './support/csp';
import { DEMO_OTP as demoOtp, DEMO_PASSWORD as oldPassword, registerFreshUser } from './support/fresh-user';
import { ONCE } from './support/once';

/**
 * Forgot Password against the reference server (`npm run e2e` fixes every OTP to the README's demo code).
 * Each journey that resets a password registers its own student, so no other spec running at the same time
 * finds a demo student's password changed.
 */

const forgotDialog = (page: Page) => page.getByRole('dialog', { name: 'Forgot Password' });
const verificationDialog = (page: Page) => page.getByRole('dialog', { name: 'Verification' });
const dialogParam = (url: URL) => url.searchParams.get('dialog');

test.describe('forgot password', () => {
  test('the required messages show, an unknown user gets the server message, Back closes the dialog', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Forgot Password' }).click();
    await expect(page).toHaveURL((url) => dialogParam(url) === 'forgot-password');
    const dialog = forgotDialog(page);
    await expect(dialog.getByLabel(/Username/)).toBeFocused();
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await expect(dialog.getByText('Username is required')).toBeVisible();

    await dialog.getByLabel(/Username/).fill('9000000000');
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('No account found with this username.');
    await expect(dialog.getByLabel(/Username/)).toHaveValue('9000000000');

    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === '/' && dialogParam(url) === null);
  });

  test('a deep link opens the dialog; Edit returns to the user name; Not now closes it', async ({
    page,
    request,
  }, info) => {
    const username = await registerFreshUser(request, info, '96');
    await page.goto('/?dialog=forgot-password');
    const dialog = forgotDialog(page);
    await dialog.getByLabel(/Username/).fill(username);
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    const verification = verificationDialog(page);
    await expect(verification).toBeVisible();
    await expect(verification).toContainText(`ending in ${username.slice(-4)}`);
    await verification.getByRole('button', { name: 'Edit' }).click();
    await expect(dialog.getByLabel(/Username/)).toHaveValue(username);
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await verification.getByRole('button', { name: 'Not now' }).click();
    await expect(verification).toBeHidden();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === '/' && dialogParam(url) === null);
  });

  test(
    'a reset through the code changes the password and the new one signs in',
    ONCE,
    async ({ page, request }, info) => {
      const username = await registerFreshUser(request, info, '97');
      const newPassword = `Reset@${info.project.name}1`;
      const addresses: string[] = [];
      page.on('request', (request) => addresses.push(request.url()));

      await page.goto('/');
      await page.getByLabel(/Username/).fill(username);
      await page.getByRole('button', { name: 'Forgot Password' }).click();
      const dialog = forgotDialog(page);
      await expect(dialog.getByLabel(/Username/)).toHaveValue(username);
      await dialog.getByRole('button', { name: 'Send OTP' }).click();

      // The Verification dialog: required code, a wrong code (server message), resend, the right code.
      const verification = verificationDialog(page);
      await verification.getByRole('button', { name: 'Verify' }).click();
      await expect(verification.getByText('Verification Code is required')).toBeVisible();
      await verification.getByLabel(/Verification Code/).fill('000000');
      await verification.getByRole('button', { name: 'Verify' }).click();
      await expect(verification.getByRole('alert')).toHaveText('Invalid OTP. Please try again.');
      await expect(verification.getByLabel(/Verification Code/)).toHaveValue('000000');
      await verification.getByRole('button', { name: 'Resend OTP' }).click();
      await expect(verification.getByRole('status')).toHaveText('OTP was resent successfully!');
      await verification.getByLabel(/Verification Code/).fill(demoOtp);
      await verification.getByRole('button', { name: 'Verify' }).click();
      await expect(verification.getByRole('status')).toContainText('OTP verified successfully');

      // Step 2, after the 1 s step delay.
      const first = dialog.getByLabel(/^Set New Password/);
      await expect(first).toBeFocused();
      await dialog.getByRole('button', { name: 'Save Password' }).click();
      await expect(dialog.getByText('New Password required')).toBeVisible();
      await expect(dialog.getByText('Confirm Password required')).toBeVisible();
      await first.fill(newPassword);
      await dialog.getByLabel(/^Confirm Password/).fill(`${newPassword}x`);
      await dialog.getByRole('button', { name: 'Save Password' }).click();
      await expect(dialog.getByText('Passwords do not match.')).toBeVisible();
      await dialog.getByLabel(/^Confirm Password/).fill(newPassword);
      await dialog.getByRole('button', { name: 'Save Password' }).click();
      await expect(dialog.getByRole('status')).toContainText('Your password has been reset.');

      // The success message shows 6 s, then the dialog closes by itself.
      await expect(dialog).toBeHidden({ timeout: 10_000 });
      await expect(page).toHaveURL((url) => url.pathname === '/' && dialogParam(url) === null);
      await expect(page.getByLabel(/Username/)).toHaveValue(username);

      // The old password no longer works; the new one signs in.
      await page.getByLabel(/^Password/).fill(oldPassword);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByRole('alert')).toContainText(/invalid|incorrect|wrong/i);
      await page.getByLabel(/^Password/).fill(newPassword);
      await page.getByRole('button', { name: 'Login' }).click();
      // A newly registered student holds no quest yet, so the post-login rule sends them to /products.
      await expect(page).toHaveURL((url) => url.pathname === '/products');

      // The new password went only in request bodies: never in an address, storage or history.
      expect(addresses.filter((address) => address.includes(newPassword))).toEqual([]);
      const stored = await page.evaluate(() =>
        JSON.stringify({
          ...localStorage,
          ...sessionStorage,
          history: history.state,
          cookie: document.cookie,
        }),
      );
      expect(stored).not.toContain(newPassword);
    },
  );
});
