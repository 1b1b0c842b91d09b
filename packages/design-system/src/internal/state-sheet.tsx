/**
 * The state sheet's parts (ADR 0133): a {@link StateSheet} grid of {@link SheetTile}s, each one example with its
 * caption. Stories only: the state-sheet stories import it by path; it is not exported from the package index.
 *
 * Caption rule: every tile says which state it shows and what differs ("Locked — trial ended"), in English. A tile
 * in another language passes `lang` ("hi"): the attribute goes on the example, not on the caption, so screen
 * readers and hyphenation read each in its own language.
 */
import type { CSSProperties, ReactNode } from 'react';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { tokens } from '../tokens';

/** Props of {@link StateSheet}. */
export interface StateSheetProps {
  /** Tiles wrap into as many columns of at least this width (px) as fit; without it, one column. */
  columnMin?: number;
  /** The widest the sheet grows (px). */
  maxWidth?: number;
  /** Space between tiles (px). */
  gap?: number;
  /** A name for the sheet, read by screen readers as the group's label. */
  label?: string;
  children: ReactNode;
}

/** The state sheet: a grid of {@link SheetTile}s, found by {@link sheetFitsPhone} as `sheet`. */
export function StateSheet({ columnMin, maxWidth, gap = 16, label, children }: StateSheetProps) {
  const style: CSSProperties = {
    display: 'grid',
    gap,
    alignItems: 'start',
    ...(columnMin === undefined
      ? {}
      : { gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${columnMin}px), 1fr))` }),
    ...(maxWidth === undefined ? {} : { maxWidth }),
  };
  return (
    <div data-testid="sheet" role={label ? 'group' : undefined} aria-label={label} style={style}>
      {children}
    </div>
  );
}

/** Props of {@link SheetTile}. */
export interface SheetTileProps {
  /** The state shown and what differs, e.g. "Locked — trial ended". Always English. */
  caption: string;
  /** Where the caption sits: above the example (default) or below it. */
  captionSide?: 'above' | 'below';
  /** The language of the example's text ("hi" for a Hindi tile); the caption stays in the page's language. */
  lang?: string;
  /** Lays the example out as a row (wrapping) instead of a column: for small controls side by side. */
  row?: boolean;
  /** Extra style for the example's box (a fixed width, a height for an overlay…). */
  exampleStyle?: CSSProperties;
  children: ReactNode;
}

const Figure = styled.figure`
  margin: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[2]};
`;

const Caption = styled.figcaption`
  font-family: ${tokens.font.family.base};
  font-size: ${tokens.font.size.xs};
  line-height: ${tokens.font.lineHeight.normal};
  color: ${tokens.color.text.secondary};
  overflow-wrap: break-word;
`;

const Example = styled.div<{ $row: boolean }>`
  min-width: 0;
  display: flex;
  flex-direction: ${(p) => (p.$row ? 'row' : 'column')};
  flex-wrap: ${(p) => (p.$row ? 'wrap' : 'nowrap')};
  align-items: ${(p) => (p.$row ? 'center' : 'stretch')};
  gap: ${tokens.space[3]};
`;

/** One example of a state sheet with its caption (`figure`/`figcaption`). */
export function SheetTile({
  caption,
  captionSide = 'above',
  lang,
  row = false,
  exampleStyle,
  children,
}: SheetTileProps) {
  const captionEl = <Caption>{caption}</Caption>;
  return (
    <Figure data-sheet-tile="">
      {captionSide === 'above' && captionEl}
      <Example $row={row} lang={lang} style={exampleStyle}>
        {children}
      </Example>
      {captionSide === 'below' && captionEl}
    </Figure>
  );
}

/**
 * Long content for the very-long tiles: what real data brings (a school's long name, an address without spaces),
 * 120 characters or more where a sentence is expected.
 */
export const longText = {
  name: 'Aishwarya Venkatasubramanian Chandrasekharan-Iyer',
  title:
    'Foundations of Algebra and Geometry for Olympiad Preparation — Chapter 7: Linear Equations in Two Variables (Revised)',
  sentence:
    'Your mission progress could not be saved because the connection dropped while the last answer was being sent; we will retry automatically when you are back online.',
  url: 'https://learn.quest.example/missions/algebra-foundations/chapter-07/linear-equations-in-two-variables?ref=notification',
  email: 'aishwarya.venkatasubramanian.chandrasekharan@kendriya-vidyalaya-no2-bengaluru.example.in',
  word: 'Pneumonoultramicroscopicsilicovolcanoconiosis',
} as const;

/** The sheet, narrowed to a phone's 360 px, does not scroll sideways. */
export async function expectFitsPhone(sheet: HTMLElement) {
  sheet.style.width = '360px';
  await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
  sheet.style.width = '';
}

/** Every tile of the sheet has a caption with text. */
export async function expectCaptioned(sheet: HTMLElement) {
  const tiles = [...sheet.querySelectorAll('[data-sheet-tile]')];
  await expect(tiles.length).toBeGreaterThan(0);
  const uncaptioned = tiles.filter((tile) => !tile.querySelector(':scope > figcaption')?.textContent?.trim());
  await expect(uncaptioned).toHaveLength(0);
}

/** The state sheet's play: every tile is captioned and the `sheet` fits a phone's width. */
export async function sheetFitsPhone({ canvasElement }: { canvasElement: HTMLElement }) {
  const sheet = within(canvasElement).getByTestId('sheet');
  await expectCaptioned(sheet);
  await expectFitsPhone(sheet);
}

/** {@link StateSheet} under the name stories import it by (their own story is called `StateSheet`). */
export const Sheet = StateSheet;
