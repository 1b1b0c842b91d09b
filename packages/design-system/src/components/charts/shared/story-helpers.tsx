import type { ReactNode } from 'react';
import type { StoryContext } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Sheet, expectCaptioned } from '../../../internal/state-sheet';

/*
 * What the chart stories share (stories only; not exported from the package): the engine preload, the argTypes
 * of the props every chart has, the Loading and Empty checks and the state sheet's frame.
 */

/** A `loaders` entry: fetch the visx engine before the story renders, so tests and docs see the drawn chart quickly. */
export function preloadEngine(chart: { preload: () => Promise<unknown> }) {
  return [
    async () => {
      await chart.preload();
      return {};
    },
  ];
}

/** The argType of a content prop. */
export const contentArg = { table: { category: 'Content' } } as const;

/** The argType of `size` or `height`: a slider in px. */
export const pixelRangeArg = {
  control: { type: 'range', min: 120, max: 320, step: 20 },
  table: { category: 'Appearance' },
} as const;

/** The argTypes of the props every chart has (`ChartBaseProps`). */
export const chartBaseArgTypes = {
  emptyMessage: { control: 'text', table: { category: 'Content' } },
  showTitle: { table: { category: 'Appearance' } },
  className: { table: { category: 'Appearance' } },
  loading: { table: { category: 'Behaviour' } },
  title: { control: 'text', table: { category: 'Accessibility' } },
} as const;

/** The Loading story's check: the skeleton's one "Loading chart…". */
export async function playLoading({ canvas }: Pick<StoryContext, 'canvas'>) {
  await expect(canvas.getByText('Loading chart…')).toBeInTheDocument();
}

/** The Empty story's check: the empty message instead of a chart. */
export async function playEmpty({ canvas }: Pick<StoryContext, 'canvas'>) {
  await expect(canvas.getByText('No data available')).toBeVisible();
}

/** Checks the data table's rows: each row header (a label) and its row's text (label then value). */
export async function expectTableRows(
  table: ReturnType<typeof within>,
  rows: readonly (readonly [label: string, value: string])[],
) {
  for (const [label, value] of rows) {
    await expect(table.getByRole('rowheader', { name: label }).closest('tr')).toHaveTextContent(
      `${label}${value}`,
    );
  }
}

/**
 * The state sheet's frame: a grid of captioned tiles ({@link SheetTile}, one chart each), columns at least
 * `minColumn` px wide (one column on a phone).
 */
export function StateSheetGrid({ minColumn, children }: { minColumn: number; children: ReactNode }) {
  return (
    <Sheet columnMin={minColumn} gap={24}>
      {children}
    </Sheet>
  );
}

/**
 * Every label of every drawn chart in `root` lies inside its drawing (nothing is cut at an edge: a scrolling strip
 * shows all of its drawing, so a label inside it can always be seen), and at least one label was found.
 */
export async function expectLabelsInside(root: HTMLElement) {
  const labels = [...root.querySelectorAll<SVGTextElement>('svg text')].filter(
    (text) => text.textContent && text.getBoundingClientRect().width > 0,
  );
  await expect(labels.length).toBeGreaterThan(0);
  for (const label of labels) {
    const svg = label.ownerSVGElement!;
    const box = label.getBoundingClientRect();
    const frame = svg.getBoundingClientRect();
    const where = `"${label.textContent}" at ${Math.round(box.left - frame.left)}–${Math.round(box.right - frame.left)} × ${Math.round(box.top - frame.top)}–${Math.round(box.bottom - frame.top)} in ${Math.round(frame.width)} × ${Math.round(frame.height)}`;
    await expect(box.left >= frame.left - 0.5 && box.right <= frame.right + 0.5, where).toBe(true);
    await expect(box.bottom <= frame.bottom + 0.5, where).toBe(true);
  }
}

/**
 * The state sheet's check: `figures` charts drawn (loading shows none), none wider than a 320 px phone, and no label
 * cut at an edge of its drawing at that width.
 */
export function playStateSheet(figures: number) {
  return async ({ canvasElement }: Pick<StoryContext, 'canvasElement'>) => {
    const sheet = within(canvasElement).getByTestId('sheet');
    await expectCaptioned(sheet);
    const charts = within(sheet)
      .getAllByRole('figure')
      .filter((figure) => !figure.hasAttribute('data-sheet-tile'));
    await expect(charts).toHaveLength(figures);
    sheet.style.width = '320px';
    await waitFor(() => expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth));
    await waitFor(() => expectLabelsInside(sheet));
    sheet.style.width = '';
  };
}
