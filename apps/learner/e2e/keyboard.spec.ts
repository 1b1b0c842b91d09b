import { expect, test, type Locator, type Page } from './support/csp';
import { demoUsers } from './support/sign-in';
import { DEMO_PASSWORD } from './support/fresh-user';
import { freshTestTaker, instructionUrl, summary } from './support/test-runner';

/**
 * Keyboard-only journeys (issue 12): sign-in, the test runner and the player driven with Tab, Shift+Tab, Enter,
 * Space, arrows and Escape alone. Every stop asserts that focus lands where a student expects and that it is
 * visible (`:focus-visible` with a drawn ring on the element or the field box around it).
 */

/** Focus is on `target`, matches `:focus-visible` and a ring (outline) is drawn on it or on its field box. */
async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((element) => {
    if (!element.matches(':focus-visible')) return 'focus is not :focus-visible';
    // Text fields draw the ring on their box (the input's parent), not on the bare input.
    for (let node: Element | null = element, depth = 0; node && depth < 3; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) return 'ring';
      depth += 1;
    }
    return 'no focus ring drawn';
  });
  expect(ring).toBe('ring');
}

/** Presses `key` (Tab by default; Shift+Tab to go back) until `target` has focus, at most `max` times. */
async function keyTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', max = 30) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press(key);
  }
  await expectVisibleFocus(target);
}

/** Tab from the page's start past the language to Username, type; Password, type; Tab to Login and Enter. */
async function signInByKeyboard(page: Page, username: string) {
  await page.goto('/');
  const field = page.getByRole('textbox', { name: /^Username/ });
  await expect(field).toBeVisible();
  // The language switch (issue 29) comes first, then the user name.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'English' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expectVisibleFocus(field);
  await page.keyboard.type(username);
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page.getByLabel(/^Password/));
  await page.keyboard.type(DEMO_PASSWORD);
  await keyTo(page, page.getByRole('button', { name: 'Login' }));
  await page.keyboard.press('Enter');
}

test.describe('keyboard only', () => {
  test('sign-in: Username, Password, Remember Me with Space, Login with Enter', async ({ page }) => {
    await page.goto('/');
    const username = page.getByRole('textbox', { name: /^Username/ });
    const password = page.getByLabel(/^Password/);
    await expect(username).toBeVisible();

    // The first Tab stop of the sign-in screen is the language (one stop for the group: the chosen English), the
    // next the user name.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: 'English' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expectVisibleFocus(username);
    await page.keyboard.type(demoUsers.aarav);
    await expect(username).toHaveValue(demoUsers.aarav);

    await page.keyboard.press('Tab');
    await expectVisibleFocus(password);
    await page.keyboard.type(DEMO_PASSWORD);
    await expect(password).toHaveValue(DEMO_PASSWORD);

    // Past the show/hide toggle to Remember Me (on by default); Space turns it off and on again.
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page.getByRole('button', { name: 'Show password' }));
    await page.keyboard.press('Tab');
    const remember = page.getByRole('checkbox', { name: 'Remember Me' });
    await expectVisibleFocus(remember);
    await expect(remember).toBeChecked();
    await page.keyboard.press('Space');
    await expect(remember).not.toBeChecked();
    await page.keyboard.press('Space');
    await expect(remember).toBeChecked();

    await page.keyboard.press('Tab');
    await expectVisibleFocus(page.getByRole('button', { name: 'Forgot Password' }));
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page.getByRole('button', { name: 'Login' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/home');
  });

  test('test runner: Begin Test, a radio by arrows, check boxes by Space, Next, a flag, End Test, Review, Close', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(120_000);
    await freshTestTaker(page, request, info, '86');
    await page.goto(instructionUrl());
    await expect(page.getByRole('heading', { name: 'Instruction For Assessment' })).toBeVisible();
    await keyTo(page, page.getByRole('button', { name: 'Begin Test' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/assessment');
    await expect(page.getByRole('heading', { name: 'Question 1 of 10' })).toBeVisible({ timeout: 15_000 });

    // Q1 (radios): Tab enters the group on its first option; arrows move and pick.
    const radios = page.getByRole('radio');
    await keyTo(page, radios.first());
    await expect(radios.first()).not.toBeChecked();
    await page.keyboard.press('ArrowDown');
    await expectVisibleFocus(radios.nth(1));
    await expect(radios.nth(1)).toBeChecked();
    await page.keyboard.press('ArrowUp');
    await expectVisibleFocus(radios.first());
    await expect(radios.first()).toBeChecked();
    await expect(radios.nth(1)).not.toBeChecked();

    const next = page.getByRole('button', { name: 'Next' });
    await keyTo(page, next);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Question 2 of 10' })).toBeVisible();
    // Next keeps focus, so the student can go on pressing it.
    await expectVisibleFocus(next);

    // Q2 (check boxes): back to the options, Space ticks each.
    const copper = page.getByRole('checkbox', { name: /Copper/ });
    const aluminium = page.getByRole('checkbox', { name: /Aluminium/ });
    await keyTo(page, copper, 'Shift+Tab');
    await page.keyboard.press('Space');
    await expect(copper).toBeChecked();
    await page.keyboard.press('Tab');
    await expectVisibleFocus(aluminium);
    await page.keyboard.press('Space');
    await expect(aluminium).toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: 'saved on this device' }).first()).toBeVisible();

    await keyTo(page, next);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Question 3 of 10' })).toBeVisible();

    // Flag Q3. The confirmation takes focus (No, the safe choice); Escape returns it to the flag button.
    const flagButton = page.getByRole('button', { name: 'Flag question' });
    const confirmFlag = page.getByRole('alertdialog', {
      name: 'Do you want to report error(s) in this question?',
    });
    await keyTo(page, flagButton, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(confirmFlag).toBeVisible();
    await expectVisibleFocus(confirmFlag.getByRole('button', { name: 'No' }));
    await page.keyboard.press('Escape');
    await expect(confirmFlag).toBeHidden();
    await expectVisibleFocus(flagButton);

    // Yes opens the Question flag dialog on its remark; Not now returns focus to the flag button.
    const flagDialog = page.getByRole('dialog', { name: 'Question flag' });
    const remark = flagDialog.getByRole('textbox', { name: /Remark/ });
    const openFlagDialog = async () => {
      await page.keyboard.press('Enter');
      await expect(confirmFlag).toBeVisible();
      await page.keyboard.press('Tab');
      await expectVisibleFocus(confirmFlag.getByRole('button', { name: 'Yes' }));
      await page.keyboard.press('Enter');
      await expect(flagDialog).toBeVisible();
      await expectVisibleFocus(remark);
    };
    await openFlagDialog();
    // Tab stays inside the dialog: Not now, Submit, the close button, then round to the remark again.
    const notNow = flagDialog.getByRole('button', { name: 'Not now' });
    for (const stop of [
      notNow,
      flagDialog.getByRole('button', { name: 'Submit' }),
      flagDialog.getByRole('button', { name: 'Close' }),
      remark,
    ]) {
      await page.keyboard.press('Tab');
      await expectVisibleFocus(stop);
    }
    await page.keyboard.press('Tab');
    await expectVisibleFocus(notNow);
    await page.keyboard.press('Enter');
    await expect(flagDialog).toBeHidden();
    await expectVisibleFocus(flagButton);

    // Again, with a remark: Submit sends it; the 2 s message shows and focus is back on the flag button.
    await openFlagDialog();
    await page.keyboard.type('Option C looks like a typo.');
    await keyTo(page, flagDialog.getByRole('button', { name: 'Submit' }));
    await page.keyboard.press('Enter');
    await expect(flagDialog).toBeHidden();
    await expect(page.getByText('Thank you. The question has been reported for review.')).toBeVisible();
    await expectVisibleFocus(flagButton);

    // End Test: the confirmation takes focus on Cancel; Tab to OK, Enter; the result shows.
    await keyTo(page, page.getByRole('button', { name: 'End Test' }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    const confirmSubmit = page.getByRole('alertdialog', { name: 'Are you sure you want to Submit?' });
    await expect(confirmSubmit).toBeVisible();
    await expectVisibleFocus(confirmSubmit.getByRole('button', { name: 'Cancel' }));
    await page.keyboard.press('Tab');
    await expectVisibleFocus(confirmSubmit.getByRole('button', { name: 'OK' }));
    await page.keyboard.press('Enter');
    // End Test is gone with the questions: focus moves to the result's first heading, not to the page.
    const current = summary(page, 'Current Attempt');
    const currentHeading = current.getByRole('heading', { name: 'Current Attempt' });
    await expect(current).toBeVisible({ timeout: 15_000 });
    await expectVisibleFocus(currentHeading);

    // Review by keyboard: focus on the reviewed question; Close returns to the result's heading.
    await keyTo(page, page.getByRole('button', { name: 'Review' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your Answer', { exact: true })).toBeVisible();
    await expectVisibleFocus(page.getByRole('heading', { name: /^Question 1 of 10$/ }));
    await keyTo(page, page.getByRole('button', { name: 'Close' }));
    await page.keyboard.press('Enter');
    await expect(current).toBeVisible();
    await expectVisibleFocus(currentHeading);
    // Close on the result leaves the test.
    await keyTo(page, page.getByRole('button', { name: 'Close' }));
    await page.keyboard.press('Enter');
    const leaveTo = (page.viewportSize()?.width ?? 0) < 960 ? '/topics' : '/task';
    await expect(page).toHaveURL((url) => url.pathname === leaveTo);
  });

  test('player: Play and Pause with Enter and Space, seek with arrows, Mute, Back', async ({ page }) => {
    test.setTimeout(90_000);
    await signInByKeyboard(page, demoUsers.aarav);
    await expect(page).toHaveURL((url) => url.pathname === '/home');
    // "What is a Fraction?" (02) of quest 101, the video of player.spec.ts.
    await page.goto('/player?questId=101&missionId=1011&operationId=10111&contentId=201002');
    const video = page.locator('video');
    const currentTime = () => video.evaluate((v: HTMLVideoElement) => v.currentTime);
    const controls = page.getByRole('group', { name: 'Video controls' });
    const play = controls.getByRole('button', { name: 'Play', exact: true });
    await expect(play).not.toHaveAttribute('aria-disabled', 'true', { timeout: 20_000 });

    // Tab into the controls: Play takes Enter; the same button then offers Pause and takes Space.
    await keyTo(page, play);
    await expect(controls).toHaveAttribute('data-visible', 'true');
    await page.keyboard.press('Enter');
    const pause = controls.getByRole('button', { name: 'Pause', exact: true });
    await expectVisibleFocus(pause);
    await expect.poll(currentTime, { timeout: 15_000 }).toBeGreaterThan(0.5);
    // Focus inside holds the controls on screen past the 3 s countdown.
    await page.waitForTimeout(3_500);
    await expect(controls).toHaveAttribute('data-visible', 'true');
    await page.keyboard.press('Space');
    await expectVisibleFocus(play);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);

    // The seek slider (the demo video is 12 s long): Home goes to the start, each arrow moves 10 s.
    const slider = controls.getByRole('slider', { name: 'Seek' });
    const near = (seconds: number) => async () => Math.abs((await currentTime()) - seconds);
    await keyTo(page, slider);
    await page.keyboard.press('Home');
    await expect.poll(near(0)).toBeLessThan(0.5);
    await expect(slider).toHaveAttribute('aria-valuetext', /^0:00 of /);
    await page.keyboard.press('ArrowRight');
    await expect.poll(near(10)).toBeLessThan(0.5);
    await expect(slider).toHaveAttribute('aria-valuetext', /^0:10 of /);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(near(0)).toBeLessThan(0.5);
    await expectVisibleFocus(slider);

    // Mute: a pressed toggle, the video silent.
    const mute = controls.getByRole('button', { name: 'Mute' });
    await keyTo(page, mute);
    await expect(mute).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Space');
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted || v.volume === 0)).toBe(true);
    await expectVisibleFocus(mute);

    // Back, above the picture: Shift+Tab to it, Enter leaves the player.
    await keyTo(page, page.getByRole('button', { name: 'Back', exact: true }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/task');
  });
});
