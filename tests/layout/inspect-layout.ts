/*
 * The phone layout check (issue 21, ADR 0098), run in the page: by the e2e suite (apps/learner/e2e/support/layout.ts)
 * and by the state sheets' 320 px pass (visual-tests). On a phone a page that is wider than the screen makes
 * Chromium grow the layout viewport (innerWidth 640 on a 360 px screen): every centred dialog then sits half off the
 * screen. The check fails on:
 * - a layout viewport wider than the screen (`innerWidth` or the document's scroll width above the visual
 *   viewport's width);
 * - an element wider than the screen, or reaching past its edge, that no ancestor clips or scrolls (a declared
 *   horizontal scroller is an ancestor whose `overflow-x` is not `visible`: the question stepper, a wide table);
 * - a dialog, sheet or menu whose box leaves the visual viewport, or whose actions (its buttons and links outside
 *   a scrolling part of it) are not inside the visual viewport without scrolling the page.
 * Self-contained: Playwright sends the function's source to the page.
 */

/** What one check found: nothing when the layout is right. */
export interface LayoutReport {
  /** The screen's width and the layout viewport's, in CSS px. */
  screen: number;
  layout: number;
  /** The dialogs checked with the page (their names). */
  dialogs: string[];
  problems: string[];
}

/** The selector of what counts as a dialog, sheet, overlay or menu. */
export const DIALOG_SELECTOR = 'dialog[open], [role="dialog"], [role="alertdialog"], [role="menu"]';

/**
 * Runs in the page (self-contained: Playwright sends its source). `only` limits the check to the open dialogs
 * (an automatic check when a dialog appears mid-journey); otherwise the whole page and its dialogs are checked.
 * `root` limits the elements checked for width to one part of the page (a story's host).
 */
export function inspectLayout(args: {
  selector: string;
  only: 'dialogs' | 'page';
  root?: string;
}): LayoutReport {
  const problems: string[] = [];
  const viewport = window.visualViewport;
  const screenWidth = viewport ? viewport.width : document.documentElement.clientWidth;
  const screenHeight = viewport ? viewport.height : document.documentElement.clientHeight;
  const left = viewport ? viewport.offsetLeft : 0;
  const top = viewport ? viewport.offsetTop : 0;
  const slack = 1;

  const describe = (element: Element) => {
    const tag = element.tagName.toLowerCase();
    const id = element.id ? `#${element.id}` : '';
    const label = element.getAttribute('aria-label') ?? element.getAttribute('data-testid');
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${tag}${id}${label ? ` "${label}"` : ''}>${text ? ` (${text})` : ''}`;
  };
  const visible = (element: Element) => {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  /** True when an ancestor (below the document) clips or scrolls its overflow sideways. */
  const insideScroller = (element: Element) => {
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      if (getComputedStyle(node).overflowX !== 'visible') return true;
    }
    return false;
  };

  if (args.only === 'page') {
    const layoutWidth = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (layoutWidth > screenWidth + slack) {
      problems.push(
        `the layout viewport is ${layoutWidth} px wide on a ${Math.round(screenWidth)} px screen`,
      );
    }
    if (scrollWidth > screenWidth + slack) {
      problems.push(
        `the page scrolls sideways: ${scrollWidth} px wide on a ${Math.round(screenWidth)} px screen`,
      );
    }
    const wide: string[] = [];
    for (const element of document.querySelectorAll(`${args.root ?? 'body'} *`)) {
      if (element.closest('svg') && element.tagName.toLowerCase() !== 'svg') continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (rect.right <= left + screenWidth + slack && rect.left >= left - slack) continue;
      if (getComputedStyle(element).position === 'fixed' && rect.right <= 0) continue;
      if (insideScroller(element) || !visible(element)) continue;
      // Report the outermost offender only: its children overflow with it.
      if (wide.some((w) => element.parentElement?.closest(`[data-layout-wide="${w}"]`))) continue;
      const mark = String(wide.length);
      element.setAttribute('data-layout-wide', mark);
      wide.push(mark);
      problems.push(
        `${describe(element)} spans ${Math.round(rect.left)}–${Math.round(rect.right)} px, past a ${Math.round(screenWidth)} px screen`,
      );
      if (wide.length >= 5) break;
    }
    for (const element of document.querySelectorAll('[data-layout-wide]'))
      element.removeAttribute('data-layout-wide');
  }

  const dialogs = [...document.querySelectorAll(args.selector)].filter(
    (element, index, all) =>
      visible(element) && !all.some((other) => other !== element && other.contains(element)),
  );
  for (const dialog of dialogs) {
    const rect = dialog.getBoundingClientRect();
    const name = describe(dialog);
    if (
      rect.left < left - slack ||
      rect.top < top - slack ||
      rect.right > left + screenWidth + slack ||
      rect.bottom > top + screenHeight + slack
    ) {
      problems.push(
        `${name} is at ${Math.round(rect.left)},${Math.round(rect.top)}–${Math.round(rect.right)},${Math.round(rect.bottom)}, outside the ${Math.round(screenWidth)}×${Math.round(screenHeight)} screen`,
      );
    }
    /** True when the element sits in a part of the dialog that scrolls by itself (its list, its long text). */
    const inScrollingPart = (element: Element) => {
      for (let node = element.parentElement; node && node !== dialog; node = node.parentElement) {
        const style = getComputedStyle(node);
        const scrolls =
          /(auto|scroll)/.test(style.overflowY) && node.scrollHeight > node.clientHeight + slack;
        const scrollsSideways =
          /(auto|scroll)/.test(style.overflowX) && node.scrollWidth > node.clientWidth + slack;
        if (scrolls || scrollsSideways) return true;
      }
      return false;
    };
    for (const action of dialog.querySelectorAll(
      'button, a[href], [role="menuitem"], [role="menuitemradio"]',
    )) {
      if (!visible(action) || inScrollingPart(action)) continue;
      const box = action.getBoundingClientRect();
      if (
        box.left < left - slack ||
        box.top < top - slack ||
        box.right > left + screenWidth + slack ||
        box.bottom > top + screenHeight + slack
      ) {
        problems.push(
          `${name}: its action ${describe(action)} is off the screen (${Math.round(box.left)},${Math.round(box.top)})`,
        );
      }
    }
  }
  return {
    screen: Math.round(screenWidth),
    layout: window.innerWidth,
    dialogs: dialogs.map(describe),
    problems,
  };
}
