/**
 * Story helpers shared by the card stories (Design System/Cards and the score summary): the single-story column,
 * the phone-width check, the card-shaped loading story and the common plays. State sheets are built from
 * internal/state-sheet.tsx (ADR 0133).
 * Stories only; not exported from the package index.
 */
import type { Decorator } from '@storybook/react-vite';
import { expect, userEvent, type within } from 'storybook/test';
import { Skeleton, SkeletonGroup } from '../skeleton';

type Canvas = ReturnType<typeof within>;

/** A card-width column for the single stories; the state sheet uses the whole width. */
export function cardColumn(maxWidth: number): Decorator {
  const CardColumn: Decorator = (Story, { tags }) =>
    tags.includes('state-sheet') ? (
      <Story />
    ) : (
      <div style={{ maxWidth }}>
        <Story />
      </div>
    );
  return CardColumn;
}

/** The sheet, narrowed to a phone's 360 px, does not scroll sideways. */
export async function expectFitsPhone(sheet: HTMLElement) {
  sheet.style.width = '360px';
  await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
  sheet.style.width = '';
}

/** Card-shaped skeletons, announced once as `label`. */
export function CardSkeletons({ label, height }: { label: string; height: number }) {
  return (
    <SkeletonGroup label={label}>
      <Skeleton variant="card" height={height} />
    </SkeletonGroup>
  );
}

/** A play: the loading text `label` is announced. */
export function loadingAnnounced(label: string) {
  return async ({ canvas }: { canvas: Canvas }) => {
    await expect(canvas.getByText(label)).toBeInTheDocument();
  };
}

/** The Loading story of a card list: {@link CardSkeletons}, announced as `label`. */
export function cardLoadingStory(label: string, height: number) {
  return {
    render: () => <CardSkeletons label={label} height={height} />,
    play: loadingAnnounced(label),
  };
}

/** A play: the heading named after the card is clamped (its text overflows its box). */
export async function headingClamped({ args, canvas }: { args: { name: string }; canvas: Canvas }) {
  const heading = canvas.getByRole('heading', { name: args.name });
  await expect(heading.scrollHeight).toBeGreaterThan(heading.clientHeight);
}

/**
 * A play: the button `name` is busy (`aria-busy`) or unavailable (`aria-disabled`), and pressing it does not
 * call `handler(args)`.
 */
export function pressIgnored<TArgs>(
  name: string,
  state: 'aria-busy' | 'aria-disabled',
  handler: (args: TArgs) => unknown,
) {
  return async ({ args, canvas }: { args: TArgs; canvas: Canvas }) => {
    const button = canvas.getByRole('button', { name });
    await expect(button).toHaveAttribute(state, 'true');
    await userEvent.click(button);
    await expect(handler(args)).not.toHaveBeenCalled();
  };
}

/**
 * The words of `element`'s text that are split across two lines: a word's letters all sit on one line unless the word
 * alone is wider than the line (ADR 0096). Each word's Range gives one rectangle per line it is drawn on.
 */
export function splitWords(element: HTMLElement): string[] {
  const split: string[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (const match of text.matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set(
        [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
      );
      if (lines.size > 1) split.push(match[0]);
    }
  }
  return split;
}

/** A play's check: no word of `element`'s text is split across lines. */
export async function expectWordsWhole(element: HTMLElement) {
  await expect(splitWords(element), element.textContent ?? '').toEqual([]);
}
