import { expect, test } from './support/csp';
import { demoUsers, signIn } from './support/sign-in';

/*
 * The catalogues against the reference server (store-and-assessment.md §2.5, §4; ADR 0068): the quest search is
 * case-insensitive, Details shows "About the Quest" with the matrix's buttons, /products filters by board and
 * grade, and a visitor's Buy goes to the guest cart.
 */

test('a student searches /category without regard to case and opens the details', async ({ page }) => {
  await signIn(page, demoUsers.aarav);
  await page.goto('/category');
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('GRADE 6 EXPLORER');
  const grade6 = page.getByRole('region', { name: 'Grade 6 Quests' });
  await expect(grade6.getByRole('heading', { name: 'Grade 6 Explorer Quest' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Maths Booster' })).toHaveCount(0);

  // Aarav holds Grade 6: Launch only, no price.
  await grade6.getByRole('button', { name: 'Details' }).click();
  const held = page.getByRole('dialog', { name: 'Grade 6 Explorer Quest' });
  await expect(held.getByRole('heading', { name: 'About the Quest' })).toBeVisible();
  await expect(held.getByRole('button', { name: 'Launch' })).toBeVisible();
  await expect(held.getByRole('button', { name: 'Buy' })).toHaveCount(0);
  await expect(held.getByText(/₹/)).toHaveCount(0);
  await held.getByRole('button', { name: 'Close' }).click();

  // Maths Booster is not his: its price and Buy.
  await search.fill('maths');
  await page.getByRole('region', { name: 'Grade 6 Quests' }).getByRole('button', { name: 'Details' }).click();
  const other = page.getByRole('dialog', { name: 'Maths Booster' });
  // One price per thing (ADR 0112): the product sells it at ₹449 too.
  await expect(other.getByText('₹449')).toBeVisible();
  await expect(other.getByRole('button', { name: 'Buy' })).toBeVisible();
});

test('/products filters by board and grade', async ({ page }) => {
  await signIn(page, demoUsers.aarav);
  await page.goto('/products');
  await expect(page.getByRole('heading', { name: 'Grade 6 Explorer', exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Board' }).selectOption({ label: 'CBSE' });
  await page.getByRole('combobox', { name: 'Grade' }).selectOption({ label: 'Grade 7' });
  await expect(page.getByRole('heading', { name: 'Grade 7 Science', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Grade 6 Explorer', exact: true })).toHaveCount(0);
});

test("a visitor's Buy puts the quest in the guest cart; the back arrow goes to /", async ({ page }) => {
  await page.goto('/category');
  await page.getByRole('searchbox', { name: 'Search' }).fill('maths');
  await page.getByRole('region', { name: 'Grade 6 Quests' }).getByRole('button', { name: 'Buy' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/cart');
  await expect(page.getByText('Maths Booster')).toBeVisible();

  await page.goto('/category');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});
