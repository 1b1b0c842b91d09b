import { expect, test, type Page } from './support/csp';
import {
  assessmentScreens,
  homeScreens,
  learningScreens,
  visitorScreens,
  type Screen,
} from './support/screens';
import { accent } from '../../../scripts/i18n/compile.mjs';
import { demoUsers, signIn } from './support/sign-in';
import { freshTestTaker, instructionUrl } from './support/test-runner';
import { press } from './support/touch';

/*
 * The pseudo-locale sweep (issue 29, ADR 0142): every route of paths.ts drawn in the pseudo-locale, where each text
 * that went through the catalogues is accented and wrapped in ⟦ ⟧. What is left in plain Latin letters was never
 * translated: visible text and the accessible texts (aria-label, alt, title, placeholder) are collected, less the
 * server's own data (every string value of the JSON the page received: names of quests, missions, questions…).
 * The count is printed per route, and must be 0.
 */

/** Every string value of a JSON document. */
function stringsOf(value: unknown, into: Set<string>) {
  if (typeof value === 'string') {
    if (value.trim()) into.add(value.trim());
    // Server HTML (instructions, a content page) is drawn as text between its tags: each piece is data too.
    if (value.includes('<'))
      for (const piece of value.split(/<[^>]*>/)) if (piece.trim()) into.add(piece.trim());
  } else if (Array.isArray(value)) {
    for (const item of value) stringsOf(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) stringsOf(item, into);
  }
}

/** Collects the server's data as the page receives it: JSON string values, and the text of content pages. */
function watchServerData(page: Page): Set<string> {
  const data = new Set<string>();
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (type.includes('json')) {
      response
        .json()
        .then((json: unknown) => stringsOf(json, data))
        .catch(() => undefined);
    } else if (type.includes('text/html') && !response.request().isNavigationRequest()) {
      response
        .text()
        .then((html) => stringsOf(html.replace(/<[^>]*>/g, '\n').split('\n'), data))
        .catch(() => undefined);
    }
  });
  return data;
}

/** In the page: the visible texts and accessible texts with Latin letters outside ⟦ ⟧. */
function untranslatedTexts(): string[] {
  const found = new Set<string>();
  const plain = (text: string) =>
    text
      .replace(/⟦[^⟧]*⟧/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const hiddenByClip = style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)';
    return (box.width > 0 && box.height > 0) || hiddenByClip;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, noscript, [translate="no"], svg')) continue;
    if (!visible(parent)) continue;
    const text = plain(node.nodeValue ?? '');
    if (/[A-Za-z]{2,}/.test(text)) found.add(text);
  }
  for (const element of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
    if (element.closest('[translate="no"]')) continue;
    for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
      const text = plain(element.getAttribute(name) ?? '');
      if (/[A-Za-z]{2,}/.test(text)) found.add(`[${name}] ${text}`);
    }
  }
  return [...found];
}

/**
 * Drops what is the server's data: a text that is made only of strings the server sent, or is part of one (a
 * line of a content page, a question cut short with "…", a level name given a capital letter). Letters are compared
 * without case. "am"/"pm" are the Hindi clock's own (CLDR writes them in Latin letters).
 */
function lessServerData(texts: string[], data: Set<string>): string[] {
  const values = [...data].map((value) => value.toLowerCase()).sort((a, b) => b.length - a.length);
  return texts.filter((entry) => {
    let rest = entry
      .replace(/^\[[a-z-]+\] /, '')
      .replace(/…$/, '')
      .toLowerCase();
    const whole = rest.trim();
    if (values.includes(whole)) return false;
    // Part of a longer server text (a content page's line, a question cut short): long enough not to be a UI word.
    if ((whole.length >= 12 || entry.endsWith('…')) && values.some((value) => value.includes(whole)))
      return false;
    for (const value of values)
      if (value.length > 1 && rest.includes(value)) rest = rest.split(value).join(' ');
    return /[a-z]{2,}/.test(rest.replace(/https?:\/\/\S+/g, '').replace(/\b[ap]m\b/g, ''));
  });
}

/** An accessible name as the pseudo-locale writes the English `text` (accented, then padded). */
const pseudo = (text: string) => new RegExp(`^⟦${accent(text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}·+⟧$`);

/** The untranslated texts of what is on screen now (a dialog, the runner), printed, and none expected. */
async function sweepHere(page: Page, what: string, data: Set<string>) {
  const left = lessServerData(await page.evaluate(untranslatedTexts), data);
  console.info(
    `pseudo-locale sweep: ${left.length} untranslated texts in ${what}${left.length ? `: ${left.join(' | ')}` : ''}`,
  );
  expect(left, `untranslated in ${what}`).toEqual([]);
}

async function sweep(page: Page, screens: Screen[], data: Set<string>) {
  const counts: string[] = [];
  for (const screen of screens) {
    await page.goto(screen.href);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[aria-busy="true"]'))
      .toHaveCount(0, { timeout: 10_000 })
      .catch(() => undefined);
    const left = lessServerData(await page.evaluate(untranslatedTexts), data);
    counts.push(`${left.length} ${screen.href}`);
    if (left.length) console.info(`  ${screen.href}: ${left.slice(0, 12).join(' | ')}`);
  }
  const total = counts.reduce((sum, line) => sum + Number.parseInt(line, 10), 0);
  console.info(
    `pseudo-locale sweep: ${total} untranslated texts on ${screens.length} routes\n${counts.join('\n')}`,
  );
  expect(total, `untranslated texts per route:\n${counts.join('\n')}`).toBe(0);
  return counts;
}

test.describe('pseudo-locale sweep', () => {
  test.describe.configure({ mode: 'parallel', timeout: 180_000 });

  test('visitor routes', async ({ page }) => {
    const data = watchServerData(page);
    await page.addInitScript(() => localStorage.setItem('locale', 'pseudo'));
    await sweep(page, visitorScreens, data);

    // Canary: a plain English text planted on the page is found (the sweep can fail).
    await page.evaluate(() => {
      const canary = document.createElement('p');
      canary.textContent = 'Untranslated canary';
      document.body.append(canary);
    });
    expect(lessServerData(await page.evaluate(untranslatedTexts), data)).toContain('Untranslated canary');

    // The login dialog a visitor's Launch opens on /category.
    await page.goto('/category');
    await press(page.getByRole('button', { name: pseudo('Launch') }).first());
    await expect(page.getByRole('dialog')).toBeVisible();
    await sweepHere(page, 'the login dialog', data);

    // A quest's details on /products, and Forgot Password on the sign-in screen.
    await page.goto('/products');
    await press(page.getByRole('button', { name: pseudo('Details') }).first());
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await sweepHere(page, 'the quest details dialog', data);
    await page.goto('/');
    await press(page.getByRole('button', { name: pseudo('Forgot Password') }));
    await expect(page.getByRole('dialog')).toBeVisible();
    await sweepHere(page, 'the forgot password dialog', data);
  });

  test('signed-in routes', async ({ page }) => {
    const data = watchServerData(page);
    await signIn(page, demoUsers.aarav);
    await page.evaluate(() => localStorage.setItem('locale', 'pseudo'));
    await sweep(page, [...homeScreens, ...learningScreens, ...assessmentScreens], data);

    // Home's dialogs: the leaderboard, and a mission's.
    await page.goto('/home');
    await press(page.getByRole('button', { name: pseudo('Leaderboard') }));
    await expect(page.getByRole('dialog').getByRole('listitem').first()).toBeVisible();
    await sweepHere(page, 'the leaderboard dialog', data);
    await page.keyboard.press('Escape');
    await press(page.getByRole('button', { name: 'Mathematics', exact: true }));
    await expect(page.getByRole('dialog', { name: 'Mathematics' })).toBeVisible();
    await sweepHere(page, 'the mission dialog', data);

    // The profile's dialogs.
    for (const name of ['Edit details', 'Share with friends', 'Redeem Points', 'Change Password']) {
      await page.goto('/home/profile');
      await press(page.getByRole('button', { name: pseudo(name) }));
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await sweepHere(page, `the ${name} dialog`, data);
    }
  });

  test('the test runner, its submit confirmation and the result', async ({ page, request }, info) => {
    const data = watchServerData(page);
    await freshTestTaker(page, request, info, '88');
    await page.evaluate(() => localStorage.setItem('locale', 'pseudo'));
    await page.goto(instructionUrl());
    await press(page.getByRole('button', { name: pseudo('Begin Test') }));
    await expect(page).toHaveURL((url) => url.pathname === '/assessment');
    await expect(page.locator('main h2, main h3').first()).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    await sweepHere(page, 'the test runner', data);
    // Flag a question: the confirmation, then the flag dialog.
    await press(page.getByRole('button', { name: pseudo('Flag question') }));
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await sweepHere(page, 'the flag confirmation', data);
    await press(page.getByRole('alertdialog').getByRole('button', { name: pseudo('Yes') }));
    await expect(page.getByRole('dialog')).toBeVisible();
    await sweepHere(page, 'the flag dialog', data);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await press(page.getByRole('button', { name: pseudo('End Test') }));
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await sweepHere(page, 'the submit confirmation', data);
    await press(page.getByRole('alertdialog').getByRole('button', { name: pseudo('OK') }));
    await expect(page.getByRole('region').first()).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    await sweepHere(page, 'the test result', data);
  });
});
