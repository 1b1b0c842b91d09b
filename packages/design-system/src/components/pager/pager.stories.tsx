import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Pager } from './pager';
import { touchTargetProblems } from '../../internal/touch-targets';
import { sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Navigation/Pager',
  component: Pager,
  args: { page: 1, total: 42, pageSize: 10, onPageChange: fn(), onPageSizeChange: fn() },
  argTypes: {
    page: { control: { type: 'number', min: 1 }, table: { category: 'Content' } },
    total: { control: { type: 'number', min: 0 }, table: { category: 'Content' } },
    pageCount: { control: { type: 'number', min: 1 }, table: { category: 'Content' } },
    pageSize: { control: 'inline-radio', options: [5, 10, 25], table: { category: 'Behaviour' } },
    pageSizeOptions: { control: 'object', table: { category: 'Behaviour' } },
    label: { table: { category: 'Accessibility' } },
    onPageChange: { table: { category: 'Events' } },
    onPageSizeChange: { table: { category: 'Events' } },
    className: { table: { disable: true } },
  },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: 42 rows, 10 a page, on page 1: Previous is disabled, Next and numbers report. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Page 1 of 5')).toBeVisible();
    const previous = canvas.getByRole('button', { name: 'Previous page' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 5' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The last page: Next is disabled. */
export const LastPage: Story = {
  args: { page: 5 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Page 5 of 5')).toBeVisible();
    const next = canvas.getByRole('button', { name: 'Next page' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

/** A working pager over a table: page and rows per page change together (going back to page 1). */
export const Interactive: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(1);
    const [pageSize, setPageSize] = useState(10);
    return (
      <Pager
        {...args}
        page={page}
        pageSize={pageSize}
        onPageChange={(p) => {
          setPage(p);
          args.onPageChange(p);
        }}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
          args.onPageSizeChange?.(size);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('Page 3 of 5')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Rows per page'), '25');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(25);
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Rows per page'), '5');
    await expect(canvas.getByText('Page 1 of 9')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 9' })).toBeInTheDocument();
  },
};

/** Five rows or fewer: no rows-per-page choice, a single page. */
export const FewRows: Story = {
  args: { total: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText('Rows per page')).not.toBeInTheDocument();
    await expect(canvas.getByText('Page 1 of 1')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The server reports a page count (the online-test list's `maxPageCount`), without a row count. */
export const FromPageCount: Story = {
  args: { total: undefined, pageCount: 12, page: 6, onPageSizeChange: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Page 6 of 12')).toBeVisible();
    await expect(canvas.queryByLabelText('Rows per page')).not.toBeInTheDocument();
  },
};

/** No rows at all. */
export const Empty: Story = { args: { total: 0 } };

/** First, middle and last pages; with and without rows per page. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet>
      <SheetTile caption="First page — Previous disabled, rows per page">
        <Pager label="First" page={1} total={200} onPageChange={() => {}} onPageSizeChange={() => {}} />
      </SheetTile>
      <SheetTile caption="Middle page — gaps on both sides">
        <Pager label="Middle" page={10} total={200} onPageChange={() => {}} onPageSizeChange={() => {}} />
      </SheetTile>
      <SheetTile caption="Last page — Next disabled">
        <Pager label="Last" page={20} total={200} onPageChange={() => {}} onPageSizeChange={() => {}} />
      </SheetTile>
      <SheetTile caption="Few rows — one page, no rows-per-page choice">
        <Pager label="Few rows" page={1} total={4} onPageChange={() => {}} onPageSizeChange={() => {}} />
      </SheetTile>
      <SheetTile caption="Page count from the server — no row count">
        <Pager label="Page count" page={2} pageCount={3} onPageChange={() => {}} />
      </SheetTile>
      <SheetTile caption="Very long — thousands of pages, five-digit page numbers fit">
        <Pager label="Many pages" page={12345} pageCount={99999} onPageChange={() => {}} />
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    // Every target at least 24 × 24 px (WCAG 2.5.8), primary actions at least 44 px tall.
    await expect(touchTargetProblems(canvasElement)).toEqual([]);
    await sheetFitsPhone({ canvasElement });
  },
};
