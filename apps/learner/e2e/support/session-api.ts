import { expect, type Page } from '@playwright/test';

/**
 * A GET of the reference server with the page's own session (the token the app keeps in sessionStorage), for
 * journeys that compare the screen with what the server answers. Fails the test on a non-OK answer.
 */
export async function sessionGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token, 'a session token in sessionStorage').toBeTruthy();
  const response = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}
