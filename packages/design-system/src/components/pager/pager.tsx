import { useId } from 'react';
import styled from 'styled-components';
import { useTranslate } from '../../i18n/use-texts';
import { media, tokens } from '../../tokens';
import { Icon } from '../icon';
import { IconButton } from '../icon-button';
import { pageCountOf, pageItems } from './page-items';

/** Texts of the pager; `status` is an ICU message. */
const pagerTexts = {
  rowsPerPage: 'Rows per page',
  status: 'Page {current} of {pageCount}',
  previous: 'Previous page',
  next: 'Next page',
  /** A page button's name ("Page 3"); the number alone is what the eye sees. */
  page: 'Page {page}',
} as const;

/** Props of {@link Pager}. */
export interface PagerProps {
  /** Content: the page shown, counted from 1. */
  page: number;
  /** Content: the number of rows in all pages. Gives the page count, and decides whether rows-per-page shows. */
  total?: number;
  /** Content: the number of pages, when the server reports it instead of a row count (the test list's
   * `maxPageCount`). Wins over `total`. */
  pageCount?: number;
  /** Behaviour: rows per page. */
  pageSize?: number;
  /** Behaviour: the rows-per-page choices; shown only with `onPageSizeChange` and more than 5 rows. */
  pageSizeOptions?: number[];
  /** Accessibility: names the navigation. */
  label?: string;
  /** Events: a page was chosen (previous, next or a number). */
  onPageChange: (page: number) => void;
  /** Events: a rows-per-page choice was made; the caller usually goes back to page 1. */
  onPageSizeChange?: (pageSize: number) => void;
  /** Appearance: a class for the caller's own layout (margins, grid placement). */
  className?: string;
}

/**
 * Pages of a list or table: previous and next (disabled at the ends), page numbers from the small breakpoint,
 * "Page X of Y", and rows per page (5, 10 or 25) when there are more than 5 rows.
 */
export function Pager({
  page,
  total,
  pageCount: pageCountProp,
  pageSize = 10,
  pageSizeOptions = [5, 10, 25],
  label = 'Pagination',
  onPageChange,
  onPageSizeChange,
  className,
}: PagerProps) {
  const t = useTranslate();
  const sizeId = useId();
  const pageCount = Math.max(1, pageCountProp ?? pageCountOf(total ?? 0, pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const showSizes = Boolean(onPageSizeChange) && total !== undefined && total > 5;
  const go = (target: number) => {
    if (target >= 1 && target <= pageCount && target !== current) onPageChange(target);
  };

  return (
    <Nav aria-label={t(label)} className={className}>
      {showSizes && (
        <SizeField>
          <label htmlFor={sizeId}>{t(pagerTexts.rowsPerPage)}</label>
          <SelectBox>
            <select
              id={sizeId}
              value={pageSize}
              onChange={(event) => onPageSizeChange?.(Number(event.target.value))}
            >
              {pageSizeOptions.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
            <Icon name="chevron-down" size="sm" />
          </SelectBox>
        </SizeField>
      )}
      <Controls>
        <Status aria-live="polite">{t(pagerTexts.status, { current, pageCount })}</Status>
        <IconButton
          icon="chevron-left"
          label={t(pagerTexts.previous)}
          size="sm"
          disabled={current <= 1}
          onClick={() => go(current - 1)}
        />
        <Numbers>
          {pageItems(current, pageCount).map((item, index) =>
            item === 'gap' ? (
              <li key={`gap-${index}`} aria-hidden="true">
                <Gap>…</Gap>
              </li>
            ) : (
              <li key={item}>
                <PageButton
                  type="button"
                  aria-current={item === current ? 'page' : undefined}
                  onClick={() => go(item)}
                >
                  <span className="visually-hidden">{t(pagerTexts.page, { page: item })}</span>
                  <span aria-hidden="true">{item}</span>
                </PageButton>
              </li>
            ),
          )}
        </Numbers>
        <IconButton
          icon="chevron-right"
          label={t(pagerTexts.next)}
          size="sm"
          disabled={current >= pageCount}
          onClick={() => go(current + 1)}
        />
      </Controls>
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space[2]} ${tokens.space[4]};
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.text.primary};
`;

const SizeField = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]};
  color: ${tokens.color.text.secondary};
`;

const SelectBox = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;

  select {
    min-height: 44px;
    padding: 0 ${tokens.space[8]} 0 ${tokens.space[3]};
    border: ${tokens.borderWidth.thin} solid ${tokens.field.border};
    border-radius: ${tokens.field.radius};
    background-color: ${tokens.field.background};
    color: ${tokens.field.text};
    font: inherit;
    appearance: none;
    cursor: pointer;
  }
  select:hover {
    border-color: ${tokens.field.borderHover};
  }
  select:focus-visible {
    outline: ${tokens.focusRing.width} solid ${tokens.color.focus.ring};
    outline-offset: ${tokens.focusRing.offset};
  }
  svg {
    position: absolute;
    inset-inline-end: ${tokens.space[2]};
    pointer-events: none;
    color: ${tokens.field.adornment};
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[1]};
  margin-inline-start: auto;
`;

const Status = styled.span`
  margin-inline-end: ${tokens.space[2]};
  white-space: nowrap;
`;

const Numbers = styled.ol`
  display: none;
  margin: 0;
  padding: 0;
  list-style: none;
  gap: ${tokens.space[1]};

  ${media.up('sm')} {
    display: flex;
  }
`;

const Gap = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 24px;
  height: 44px;
  color: ${tokens.color.text.secondary};
`;

const PageButton = styled.button`
  min-width: 44px;
  height: 44px;
  margin: 0;
  padding: 0 ${tokens.space[2]};
  border: ${tokens.borderWidth.thin} solid transparent;
  border-radius: ${tokens.radius.md};
  background: none;
  color: ${tokens.button.text.text};
  font: inherit;
  font-weight: ${tokens.font.weight.medium};
  font-variant-numeric: tabular-nums;
  cursor: pointer;

  &:hover {
    background-color: ${tokens.button.text.backgroundHover};
  }

  &[aria-current='page'] {
    border-color: ${tokens.button.primary.border};
    background-color: ${tokens.button.primary.background};
    color: ${tokens.button.primary.text};
    font-weight: ${tokens.font.weight.bold};
  }

  &:focus-visible {
    outline: ${tokens.focusRing.width} solid ${tokens.color.focus.ring};
    outline-offset: ${tokens.focusRing.offset};
  }
`;
