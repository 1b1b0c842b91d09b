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
 *
 * Server data is English in every language (ADR 0143): a text that is only the server's data must sit under
 * `lang="en"` (its closest element with a `lang`), or a screen reader reads it with the page's voice. Those left
 * unmarked are counted per route as well, and must be 0.
 */

/**
 * The server's strings as the page received them, and among them `typed`: what people wrote themselves (a query's
 * subject and message, a teacher's reply), whose language nobody knows. Those are not marked as English.
 */
type ServerData = Set<string> & { typed: Set<string> };

/** The JSON keys whose strings people typed (the query box's messages). */
const typedKeys = new Set(['subject', 'messageBody']);

/** Every string value of a JSON document. */
function stringsOf(value: unknown, into: ServerData, typed = false) {
  const add = (text: string) => {
    into.add(text);
    if (typed) into.typed.add(text);
  };
  if (typeof value === 'string') {
    if (value.trim()) add(value.trim());
    // Server HTML (instructions, a content page) is drawn as text between its tags: each piece is data too.
    if (value.includes('<')) for (const piece of value.split(/<[^>]*>/)) if (piece.trim()) add(piece.trim());
  } else if (Array.isArray(value)) {
    for (const item of value) stringsOf(item, into, typed);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) stringsOf(item, into, typed || typedKeys.has(key));
  }
}

/** Collects the server's data as the page receives it: JSON string values, and the text of content pages. */
function watchServerData(page: Page): ServerData {
  const data: ServerData = Object.assign(new Set<string>(), { typed: new Set<string>() });
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

/**
 * One text found on the page: the visible text or accessible text with Latin letters outside ⟦ ⟧ (what went
 * through the catalogues taken out), whether the node or attribute also held translated text (`mixed`), and the
 * `lang` of its closest element with one.
 */
interface PageText {
  text: string;
  mixed: boolean;
  lang: string | null;
}

/** In the page: the visible texts and accessible texts with Latin letters outside ⟦ ⟧, with their `lang`. */
function pageTexts(): PageText[] {
  const found = new Map<string, PageText>();
  const plain = (text: string) =>
    text
      .replace(/⟦[^⟧]*⟧/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  // The same text marked in one place and not in another counts as unmarked.
  const add = (text: string, raw: string, element: Element) => {
    const lang = element.closest('[lang]')?.getAttribute('lang') ?? null;
    const before = found.get(text);
    if (!before || (before.lang === 'en' && lang !== 'en'))
      found.set(text, { text, mixed: raw.includes('⟦'), lang });
  };
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
    if (/[A-Za-z]{2,}/.test(text)) add(text, node.nodeValue ?? '', parent);
  }
  for (const element of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
    if (element.closest('[translate="no"]')) continue;
    for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
      const raw = element.getAttribute(name) ?? '';
      const text = plain(raw);
      if (/[A-Za-z]{2,}/.test(text)) add(`[${name}] ${text}`, raw, element);
    }
  }
  return [...found.values()];
}

/**
 * In the page: texts put together in code from a translated message and something else (a number, a name, another
 * message) — what one ICU message should hold whole (ADR 0145). In the pseudo-locale a message is one ⟦…⟧ with its
 * values inside, so an element's own text (its text nodes, not its children's) or an attribute that has a ⟦…⟧ and,
 * outside every ⟦…⟧, a letter or a digit was built by concatenation. Punctuation and spaces between messages (a
 * list's " · ") are not counted.
 */
function concatenatedTexts(): string[] {
  const found = new Set<string>();
  const check = (text: string, where: string) => {
    if (!text.includes('⟦')) return;
    // Innermost first: a message may hold another as its value ("⟦⟦Îñţŕöđûçţîöñ⟧: Çöñţéñţš⟧").
    let outside = text;
    while (/⟦[^⟦⟧]*⟧/.test(outside)) outside = outside.replace(/⟦[^⟦⟧]*⟧/g, ' ');
    if (/[\p{L}\p{N}]/u.test(outside)) found.add(`${where}${text.replace(/\s+/g, ' ').trim()}`);
  };
  for (const element of document.body.querySelectorAll('*')) {
    if (element.closest('script, style, noscript, [translate="no"], svg')) continue;
    let own = '';
    for (const node of element.childNodes) if (node.nodeType === Node.TEXT_NODE) own += node.nodeValue ?? '';
    check(own, '');
    for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
      const value = element.getAttribute(name);
      if (value) check(value, `[${name}] `);
    }
  }
  return [...found];
}

/**
 * What a text is: `untranslated` English; the server's `data` (made only of strings the server sent, or part of one:
 * a line of a content page, a question cut short with "…", a level name given a capital letter); or `other` (a
 * link's address, "am"/"pm", which the Hindi clock writes in Latin letters as CLDR does). Letters are compared
 * without case; `values` are the server's strings in lower case, longest first.
 */
function kindOf(entry: string, values: string[]): 'untranslated' | 'data' | 'other' {
  let rest = entry
    .replace(/^\[[a-z-]+\] /, '')
    .replace(/…$/, '')
    .toLowerCase();
  const whole = rest.trim();
  if (values.includes(whole)) return 'data';
  // Part of a longer server text (a content page's line, a question cut short): long enough not to be a UI word.
  if ((whole.length >= 12 || entry.endsWith('…')) && values.some((value) => value.includes(whole)))
    return 'data';
  let data = false;
  for (const value of values)
    if (value.length > 1 && rest.includes(value)) {
      rest = rest.split(value).join(' ');
      data ||= /[a-z]{2,}/.test(value);
    }
  if (/[a-z]{2,}/.test(rest.replace(/https?:\/\/\S+/g, '').replace(/\b[ap]m\b/g, ''))) return 'untranslated';
  return data ? 'data' : 'other';
}

const lowerValues = (data: Set<string>) =>
  [...data].map((value) => value.toLowerCase()).sort((a, b) => b.length - a.length);

/** Drops what is the server's data (and the Latin letters that are not English words): what is left is untranslated. */
function lessServerData(texts: PageText[], data: ServerData): string[] {
  const values = lowerValues(data);
  return texts.filter((found) => kindOf(found.text, values) === 'untranslated').map((found) => found.text);
}

/**
 * The server's data not marked as English: a text made only of the server's strings whose closest `lang` is not
 * `en`. Left out: a text mixed with translated words in one node or attribute (an aria-label "⟦Ôþêñ⟧ Mathematics"),
 * which cannot carry one `lang`, and what people typed (`data.typed`).
 */
function unmarkedServerData(texts: PageText[], data: ServerData): string[] {
  const values = lowerValues(data);
  const typed = lowerValues(data.typed);
  return texts
    .filter((found) => !found.mixed && found.lang !== 'en' && kindOf(found.text, values) === 'data')
    .filter((found) => kindOf(found.text, typed) !== 'data')
    .map((found) => `${found.text} (lang ${found.lang ?? 'none'})`);
}

/** An accessible name as the pseudo-locale writes the English `text` (accented, then padded). */
const pseudo = (text: string) => new RegExp(`^⟦${accent(text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}·+⟧$`);

/** The untranslated texts of what is on screen now (a dialog, the runner), printed, and none expected. */
async function sweepHere(page: Page, what: string, data: ServerData) {
  const texts = await page.evaluate(pageTexts);
  const left = lessServerData(texts, data);
  const unmarked = unmarkedServerData(texts, data);
  const joined = await page.evaluate(concatenatedTexts);
  console.info(
    `pseudo-locale sweep: ${joined.length} concatenated texts in ${what}${joined.length ? `: ${joined.join(' | ')}` : ''}`,
  );
  console.info(
    `pseudo-locale sweep: ${left.length} untranslated texts in ${what}${left.length ? `: ${left.join(' | ')}` : ''}`,
  );
  console.info(
    `pseudo-locale sweep: ${unmarked.length} unmarked server texts in ${what}${unmarked.length ? `: ${unmarked.join(' | ')}` : ''}`,
  );
  expect(left, `untranslated in ${what}`).toEqual([]);
  expect(unmarked, `server data without lang="en" in ${what}`).toEqual([]);
  expect(joined, `concatenated in ${what}`).toEqual([]);
}

async function sweep(page: Page, screens: Screen[], data: ServerData) {
  const counts: string[] = [];
  const unmarkedCounts: string[] = [];
  const joinedCounts: string[] = [];
  for (const screen of screens) {
    await page.goto(screen.href);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[aria-busy="true"]'))
      .toHaveCount(0, { timeout: 10_000 })
      .catch(() => undefined);
    const texts = await page.evaluate(pageTexts);
    const left = lessServerData(texts, data);
    counts.push(`${left.length} ${screen.href}`);
    if (left.length) console.info(`  ${screen.href}: ${left.slice(0, 12).join(' | ')}`);
    const unmarked = unmarkedServerData(texts, data);
    unmarkedCounts.push(`${unmarked.length} ${screen.href}`);
    if (unmarked.length) console.info(`  ${screen.href} unmarked: ${unmarked.slice(0, 12).join(' | ')}`);
    const joined = await page.evaluate(concatenatedTexts);
    joinedCounts.push(`${joined.length} ${screen.href}`);
    if (joined.length) console.info(`  ${screen.href} concatenated: ${joined.slice(0, 12).join(' | ')}`);
  }
  const sum = (lines: string[]) => lines.reduce((total, line) => total + Number.parseInt(line, 10), 0);
  const total = sum(counts);
  const unmarked = sum(unmarkedCounts);
  console.info(
    `pseudo-locale sweep: ${total} untranslated texts on ${screens.length} routes\n${counts.join('\n')}`,
  );
  console.info(
    `pseudo-locale sweep: ${unmarked} unmarked server texts on ${screens.length} routes\n${unmarkedCounts.join('\n')}`,
  );
  expect(total, `untranslated texts per route:\n${counts.join('\n')}`).toBe(0);
  expect(unmarked, `server texts without lang="en" per route:\n${unmarkedCounts.join('\n')}`).toBe(0);
  const joined = sum(joinedCounts);
  console.info(
    `pseudo-locale sweep: ${joined} concatenated texts on ${screens.length} routes\n${joinedCounts.join('\n')}`,
  );
  expect(joined, `concatenated texts per route:\n${joinedCounts.join('\n')}`).toBe(0);
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
    expect(lessServerData(await page.evaluate(pageTexts), data)).toContain('Untranslated canary');
    // Canary: a server text planted without lang="en" is found, and the same text under lang="en" is not. The text
    // is one the page does not show already, and not one that people typed.
    const shown = await page.evaluate(() => document.body.textContent ?? '');
    const served = [...data].find(
      (value) => /^[A-Za-z][A-Za-z ]{5,}$/.test(value) && !shown.includes(value) && !data.typed.has(value),
    );
    expect(served, 'a server text to plant').toBeDefined();
    const plantedUnmarked = async () =>
      unmarkedServerData(await page.evaluate(pageTexts), data).some((entry) =>
        entry.startsWith(`${served} (lang`),
      );
    await page.evaluate((text) => {
      const canary = document.createElement('p');
      canary.textContent = text;
      document.body.append(canary);
    }, served!);
    expect(await plantedUnmarked()).toBe(true);
    await page.evaluate(() => document.body.lastElementChild!.setAttribute('lang', 'en'));
    expect(await plantedUnmarked()).toBe(false);
    // Canary: a translated word and a number put together in code ("⟦…⟧ 5") is found; one message with its value
    // inside ("⟦… 5⟧") is not.
    await page.evaluate(() => {
      const joined = document.createElement('p');
      joined.textContent = '⟦Qúéšţíöñ·⟧ 5';
      const whole = document.createElement('p');
      whole.textContent = '⟦Qúéšţíöñ 5··⟧';
      document.body.append(joined, whole);
    });
    expect(await page.evaluate(concatenatedTexts)).toEqual(['⟦Qúéšţíöñ·⟧ 5']);

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
