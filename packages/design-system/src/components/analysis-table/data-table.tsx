import { Component, useId, useState, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { Icon } from '../icon';
import { Pager } from '../pager';
import { Skeleton } from '../skeleton';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, pageWindow, showsPaging } from './paging';

/** What a row shows when its data cannot be drawn (store-and-assessment.md §8). */
export const ROW_ERROR_TEXT = 'Error rendering this row';
/** What a table with no rows shows (the spec's empty text for lists, store-and-assessment.md §2.11). */
export const EMPTY_TABLE_TEXT = 'No data available';
/** The pager's name under a table (ICU: `{caption}`, the table's caption). */
const TABLE_PAGER_LABEL = '{caption} pages';

/** One column of a {@link DataTable}. */
export interface DataTableColumn<Row> {
  /** Behaviour: a key unique among the columns. */
  key: string;
  /** Content: the column heading (a `<th scope="col">`). */
  header: ReactNode;
  /** Content: the cell of `row`; `index` counts from 0 over all rows, not just the page shown. */
  cell: (row: Row, index: number) => ReactNode;
  /** Appearance: a number column — right-aligned, digits of equal width. */
  numeric?: boolean;
  /** Accessibility: the cells of this column name their row (`<th scope="row">`); usually the first column. */
  rowHeader?: boolean;
  /** Appearance: long text in this column wraps (other columns keep their cells on one line). */
  wrap?: boolean;
  /** Accessibility: the cells' language, when they are the server's data (names, levels): `useDataLang()`. */
  lang?: string;
}

/** Props of {@link DataTable}. */
export interface DataTableProps<Row> {
  /** Content: the table's title, its `<caption>`; also names the scroll region and the pager. */
  caption: string;
  /** Content: the columns, in order. */
  columns: readonly DataTableColumn<Row>[];
  /** Content: every row; the table shows one page of them. */
  rows: readonly Row[];
  /** Behaviour: a key unique among the rows. */
  rowKey: (row: Row, index: number) => string | number;
  /** Behaviour: a guard; a row it rejects shows `rowErrorText` instead of its cells. A row whose cells throw
   * while drawing shows the same text (each row has its own error boundary). */
  isRowValid?: (row: Row) => boolean;
  /** Behaviour: shows the loading text and skeleton rows instead of the rows. */
  loading?: boolean;
  /** Content: the loading text, e.g. "Loading Bloom data...". */
  loadingText?: string;
  /** Content: a failure message shown instead of the rows, e.g. "Failed to fetch Bloom data". */
  error?: string;
  /** Content: the text of a table without rows. */
  emptyText?: string;
  /** Content: the text of a row that cannot be drawn. */
  rowErrorText?: string;
  /** Behaviour: the table pages its rows itself (default); `false` when the caller pages them (on the server)
   * and gives one page of rows and its own pager. */
  paginate?: boolean;
  /** Behaviour: rows per page at first. */
  defaultPageSize?: number;
  /** Behaviour: the rows-per-page choices, offered (with the pager) when there are more than 5 rows. */
  pageSizeOptions?: readonly number[];
  /** Events: a row's cells threw while drawing (for error reporting); the row shows `rowErrorText`. */
  onRowError?: (error: unknown, row: Row) => void;
  /** Appearance: a class for the caller's own layout (margins, grid placement). */
  className?: string;
}

const SKELETON_ROWS = 3;

/**
 * An accessible table of rows: a real `<table>` with a caption and scoped headings, numbers right-aligned, pages of
 * 10 rows with 5/10/25 rows per page once there are more than 5 rows, and loading, failed and empty states. It
 * scrolls sideways inside its own focusable region (a declared horizontal scroller, `data-scroll-x`), so a wide
 * table never widens the page: on a 320 px phone every heading is whole, the columns scroll and the first column
 * (the row headings) stays in place beside them. A row that cannot be drawn says "Error rendering this row" and the
 * rest of the table stays.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  isRowValid,
  loading = false,
  loadingText = 'Loading data...',
  error,
  emptyText = EMPTY_TABLE_TEXT,
  rowErrorText = ROW_ERROR_TEXT,
  paginate = true,
  defaultPageSize = DEFAULT_PAGE_SIZE,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  onRowError,
  className,
}: DataTableProps<Row>) {
  // Every text is shown in the active language: the defaults, and English handed in by the caller (a flow's error).
  const t = useTranslate();
  const title = t(caption);
  const captionId = useId();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(defaultPageSize);
  const total = rows.length;
  const paged = paginate && !loading && error === undefined && showsPaging(total);
  const view = paged ? pageWindow(total, page, pageSize) : { page: 1, start: 0, end: total };
  const span = Math.max(1, columns.length);

  const body = (() => {
    if (loading) {
      return (
        <>
          <MessageRow span={span}>
            <span role="status">{t(loadingText)}</span>
          </MessageRow>
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <tr key={`skeleton-${i}`} aria-hidden="true" data-skeleton="">
              {columns.map((column) => (
                <td key={column.key}>
                  <Skeleton variant="text" lines={1} />
                </td>
              ))}
            </tr>
          ))}
        </>
      );
    }
    if (error !== undefined) {
      return (
        <MessageRow span={span} tone="error">
          <Icon name="error" size="sm" />
          {t(error)}
        </MessageRow>
      );
    }
    if (total === 0) {
      return (
        <MessageRow span={span}>
          <Icon name="inbox" size="sm" />
          {t(emptyText)}
        </MessageRow>
      );
    }
    return rows.slice(view.start, view.end).map((row, offset) => {
      const index = view.start + offset;
      const fallback = (
        <MessageRow span={span} tone="error" rowError>
          <Icon name="error" size="sm" />
          {t(rowErrorText)}
        </MessageRow>
      );
      const valid = isRowValid ? safeCheck(isRowValid, row) : true;
      return (
        <RowBoundary key={rowKey(row, index)} fallback={fallback} onError={(e) => onRowError?.(e, row)}>
          {valid ? <DataRow columns={columns} row={row} index={index} /> : fallback}
        </RowBoundary>
      );
    });
  })();

  return (
    <Root className={className}>
      {/* A scrollable region must be reachable by keyboard to scroll it (WCAG 2.1.1). */}
      <Scroll role="region" aria-labelledby={captionId} tabIndex={0} data-scroll-x="">
        <Table aria-busy={loading || undefined}>
          <caption id={captionId}>
            <Pin>{title}</Pin>
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  data-numeric={column.numeric || undefined}
                  data-wrap={column.wrap || undefined}
                >
                  {typeof column.header === 'string' ? t(column.header) : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </Table>
      </Scroll>
      {paged && (
        <Pager
          label={t(TABLE_PAGER_LABEL, { caption: title })}
          page={view.page}
          total={total}
          pageSize={pageSize}
          pageSizeOptions={[...pageSizeOptions]}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      )}
    </Root>
  );
}

function safeCheck<Row>(isRowValid: (row: Row) => boolean, row: Row): boolean {
  try {
    return isRowValid(row);
  } catch {
    return false;
  }
}

function DataRow<Row>({
  columns,
  row,
  index,
}: {
  columns: readonly DataTableColumn<Row>[];
  row: Row;
  index: number;
}) {
  return (
    <tr>
      {columns.map((column) => {
        const attributes = {
          'data-numeric': column.numeric || undefined,
          'data-wrap': column.wrap || undefined,
          lang: column.lang,
        };
        const content = column.cell(row, index);
        return column.rowHeader ? (
          <th key={column.key} scope="row" {...attributes}>
            {content}
          </th>
        ) : (
          <td key={column.key} {...attributes}>
            {content}
          </td>
        );
      })}
    </tr>
  );
}

function MessageRow({
  span,
  tone,
  rowError,
  children,
}: {
  span: number;
  tone?: 'error';
  rowError?: boolean;
  children: ReactNode;
}) {
  return (
    <tr data-row-error={rowError || undefined}>
      <MessageCell colSpan={span} data-tone={tone}>
        <Pin>{children}</Pin>
      </MessageCell>
    </tr>
  );
}

interface RowBoundaryProps {
  fallback: ReactNode;
  onError: (error: unknown) => void;
  children: ReactNode;
}

/** Catches an error thrown while drawing one row, so the row shows the fallback and the table stays. */
class RowBoundary extends Component<RowBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

const Root = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.space[3]};
  min-width: 0;
  font-family: ${tokens.font.family.base};
`;

const Scroll = styled.div`
  position: relative;
  overflow-x: auto;
  container-type: inline-size;
  border: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
  border-radius: ${tokens.radius.lg};
  background-color: ${tokens.color.surface.raised};

  &:focus-visible {
    outline: ${tokens.focusRing.width} solid ${tokens.color.focus.ring};
    outline-offset: ${tokens.focusRing.offset};
  }
`;

/* Keeps captions and messages in view while the table scrolls sideways: as wide as the visible region, pinned left. */
const Pin = styled.span`
  position: sticky;
  inset-inline-start: 0;
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]};
  max-width: 100cqi;
  padding-inline: ${tokens.space[4]};
`;

/*
 * Separate borders (none between cells but the row lines), so each cell draws its own: a sticky first cell keeps
 * its lines and background as the columns scroll under it.
 */
const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${tokens.font.size.sm};
  line-height: ${tokens.font.lineHeight.normal};
  color: ${tokens.color.text.primary};

  caption {
    padding-block: ${tokens.space[3]};
    text-align: start;
    font-size: ${tokens.font.size.md};
    font-weight: ${tokens.font.weight.bold};
    line-height: ${tokens.font.lineHeight.tight};
  }

  th,
  td {
    padding: ${tokens.space[2]} ${tokens.space[3]};
    text-align: start;
    vertical-align: top;
    white-space: nowrap;
  }

  th:first-child,
  td:first-child {
    padding-inline-start: ${tokens.space[4]};
  }

  th:last-child,
  td:last-child {
    padding-inline-end: ${tokens.space[4]};
  }

  thead th {
    vertical-align: bottom;
    border-block: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
    background-color: ${tokens.color.surface.sunken};
    font-weight: ${tokens.font.weight.bold};
  }

  tbody tr + tr > * {
    border-block-start: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
  }

  tbody th {
    font-weight: ${tokens.font.weight.medium};
  }

  /* The first column stays while the others scroll sideways under it (message rows span the table: not them). */
  th:first-child:not([colspan]),
  td:first-child:not([colspan]) {
    position: sticky;
    inset-inline-start: 0;
    z-index: 1;
    background-color: ${tokens.color.surface.raised};
    box-shadow: inset calc(-1 * ${tokens.borderWidth.thin}) 0 0 ${tokens.color.border.default};
  }

  thead th:first-child:not([colspan]) {
    background-color: ${tokens.color.surface.sunken};
  }

  [data-numeric] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }

  td[data-wrap] {
    min-width: 14rem;
    white-space: normal;
    overflow-wrap: anywhere;
  }

  tr[data-skeleton] td {
    padding-block: ${tokens.space[3]};
    min-width: 3rem;
  }
`;

const MessageCell = styled.td`
  &&& {
    padding-inline: 0;
    padding-block: ${tokens.space[4]};
    white-space: normal;
    color: ${tokens.color.text.secondary};
  }

  tr[data-row-error] > && {
    padding-block: ${tokens.space[3]};
  }

  &&&[data-tone='error'] {
    color: ${tokens.color.feedback.error.text};
  }

  svg {
    flex-shrink: 0;
  }
`;
