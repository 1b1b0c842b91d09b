/** What a finger can press. Links inside running text are exempt from WCAG 2.5.8; state sheets show none. */
const TARGETS = [
  'button',
  'a[href]',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="tab"]',
  '[role="radio"]',
  '[role="checkbox"]',
  '[role="switch"]',
  '[role="slider"]',
  '[role="link"]',
  '[role^="menuitem"]',
  '[role="option"]',
].join(', ');

export interface TouchTargetOptions {
  /** Smallest width and height of any target, in px (WCAG 2.5.8: 24). */
  min?: number;
  /** The primary actions: buttons a whole task ends with. */
  primary?: string;
  /** Smallest height of a primary action, in px (44). */
  primaryMin?: number;
}

/**
 * The box a press lands in: the element's own, grown by an absolutely placed `::before` / `::after` that takes
 * pointer events (the hit area of a control that looks smaller than it is).
 */
export function touchBox(element: Element): { width: number; height: number } {
  const own = element.getBoundingClientRect();
  let { width, height } = own;
  if (getComputedStyle(element).position === 'static') return { width, height };
  for (const pseudo of ['::before', '::after']) {
    const style = getComputedStyle(element, pseudo);
    if (style.content === 'none' || style.position !== 'absolute' || style.pointerEvents === 'none') continue;
    width = Math.max(width, Number.parseFloat(style.width) || 0);
    height = Math.max(height, Number.parseFloat(style.height) || 0);
  }
  return { width, height };
}

const nameOf = (element: Element) =>
  element.getAttribute('aria-label') ??
  element.textContent?.trim().slice(0, 40) ??
  element.tagName.toLowerCase();

/**
 * Targets in `root` smaller than `min` (24 × 24 px, WCAG 2.5.8) and primary actions under `primaryMin` (44 px)
 * tall, one line each ("Forgot Password: 120×20"); empty when every target is big enough. Elements not drawn
 * (no box, or the 1 px visually hidden pattern) are skipped. For story `play` functions; measures the page as laid out.
 */
export function touchTargetProblems(
  root: Element,
  { min = 24, primary = '[data-variant="primary"]', primaryMin = 44 }: TouchTargetOptions = {},
): string[] {
  const problems: string[] = [];
  for (const element of root.querySelectorAll(TARGETS)) {
    const own = element.getBoundingClientRect();
    if (own.width <= 1 || own.height <= 1) continue;
    const { width, height } = touchBox(element);
    const isPrimary = element.matches(primary);
    const tooSmall = width < min - 0.5 || height < min - 0.5;
    const primaryTooShort = isPrimary && height < primaryMin - 0.5;
    if (tooSmall || primaryTooShort) {
      problems.push(
        `${nameOf(element)}${isPrimary ? ' (primary)' : ''}: ${Math.round(width)}×${Math.round(height)}`,
      );
    }
  }
  return problems;
}
