import { test, type Locator } from '@playwright/test';

/**
 * Presses a control as the project's student would: a tap on the phone projects (touch emulated: `tap()` sends
 * the touch events a finger does), a mouse click on the desktop.
 */
export async function press(locator: Locator) {
  if (test.info().project.use.hasTouch) await locator.tap();
  else await locator.click();
}
