import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './fresh-user';
import { press } from './touch';

/** The README's demo students (password Demo@123). */
export const demoUsers = {
  /** Aarav: quest 101, every content type. */
  aarav: '9876543210',
  /** Diya: a NewUser, sent to /products. */
  diya: '9876543211',
  /** Kabir: Spectrum, may switch quests. */
  kabir: '9876543212',
  /** Meera: her trial has expired. */
  meera: '9876543213',
  /** Rohan: his location locks Play. */
  rohan: '9876543214',
} as const;

/** Signs in through the sign-in screen and waits for /home. */
export async function signIn(page: Page, username: string, password: string = DEMO_PASSWORD) {
  await page.goto('/');
  await page.getByLabel(/Username/).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await press(page.getByRole('button', { name: 'Login' }));
  await expect(page).toHaveURL((url) => url.pathname === '/home');
}
