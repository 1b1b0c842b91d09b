import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tokens } from '../../tokens';
import { PdfViewer } from './pdf-viewer';
import { PdfViewerView, type DrawnPdfPage } from './pdf-viewer-view';
import sheetPdfUrl from './fixtures/sheet.pdf?url';
import {
  expectCaptioned,
  expectFitsPhone,
  SheetTile,
  StateSheet as TileGrid,
} from '../../internal/state-sheet';

/** The reference server's demo PDFs, served by Storybook at /demo-media: a 6-page lesson and the same, encrypted. */
const DEMO_PDF = '/demo-media/pdf/demo.pdf';
const PROTECTED_PDF = '/demo-media/pdf/protected.pdf';
const PROTECTED_PASSWORD = 'quest123';
const PAGES = 6;

/** pdf.js loads its chunk and worker on first use; the first page can take a few seconds on a busy machine. */
const DRAWN = { timeout: 20_000 };

type Canvas = ReturnType<typeof within>;
const findPage = (canvas: Canvas, page: number, total = PAGES) =>
  canvas.findByRole('img', { name: `Page ${page} of ${total}` }, DRAWN);
const pageInput = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Page' });
const goTo = async (canvas: Canvas, text: string) => {
  const input = pageInput(canvas);
  await userEvent.clear(input);
  await userEvent.type(input, `${text}{Enter}`);
};

/** The viewer fills its container's height, as the /pdf route gives it the screen below the app bar. */
const sized =
  (width: number | string, height: number): Decorator =>
  (Story) => (
    <div
      data-testid="frame"
      style={{ width, maxWidth: '100%', height, border: `1px solid ${tokens.color.border.default}` }}
    >
      <Story />
    </div>
  );

const desktop = [sized('100%', 640)];

const meta = {
  title: 'Design System/Viewers/Pdf Viewer',
  component: PdfViewer,
  parameters: { layout: 'padded' },
  args: {
    src: DEMO_PDF,
    title: 'Light and shadows: worksheet',
    fileName: 'light-and-shadows.pdf',
    onBack: fn(),
    onDownload: fn(),
  },
  argTypes: {
    src: { control: 'text', table: { category: 'Content' } },
    title: { control: 'text', table: { category: 'Content' } },
    fileName: { control: 'text', table: { category: 'Content' } },
    initialPage: { control: 'number', table: { category: 'Behaviour' } },
    httpHeaders: { control: 'object', table: { category: 'Behaviour' } },
    withCredentials: { table: { category: 'Behaviour' } },
    className: { table: { category: 'Appearance' } },
    headingLevel: { control: 'inline-radio', options: [1, 2], table: { category: 'Accessibility' } },
    onBack: { table: { category: 'Events' } },
    onDownload: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof PdfViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: the demo lesson opens at page 1 of 6; back and download report a press. */
export const Default: Story = {
  decorators: desktop,
  play: async ({ args, canvas }) => {
    await findPage(canvas, 1);
    await expect(pageInput(canvas)).toHaveValue('1');
    await expect(canvas.getByText('of 6')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download light-and-shadows.pdf' }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** The page input takes 1 to the total on Enter; 0, a page past the end or letters go back to page 1. */
export const PageInput: Story = {
  decorators: desktop,
  play: async ({ canvas }) => {
    await findPage(canvas, 1);
    await goTo(canvas, '2');
    await findPage(canvas, 2);
    await expect(pageInput(canvas)).toHaveValue('2');
    await expect(pageInput(canvas)).toHaveFocus();

    for (const wrong of ['0', String(PAGES + 1), 'abc']) {
      await goTo(canvas, '4');
      await findPage(canvas, 4);
      await goTo(canvas, wrong);
      await findPage(canvas, 1);
      await expect(pageInput(canvas)).toHaveValue('1');
    }

    // Typing without Enter changes nothing; leaving the box puts the current page back.
    await userEvent.clear(pageInput(canvas));
    await userEvent.type(pageInput(canvas), '5');
    await userEvent.tab();
    await expect(pageInput(canvas)).toHaveValue('1');
    await expect(canvas.getByRole('img', { name: 'Page 1 of 6' })).toBeVisible();
  },
};

/** Previous and next move one page; each is disabled at its end of the document. */
export const PreviousNext: Story = {
  decorators: desktop,
  play: async ({ canvas }) => {
    await findPage(canvas, 1);
    const previous = canvas.getByRole('button', { name: 'Previous page' });
    const next = canvas.getByRole('button', { name: 'Next page' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await findPage(canvas, 2);
    await expect(previous).not.toHaveAttribute('aria-disabled');
    await userEvent.click(previous);
    await findPage(canvas, 1);
    await goTo(canvas, String(PAGES));
    await findPage(canvas, PAGES);
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await expect(pageInput(canvas)).toHaveValue(String(PAGES));
    // Keyboard: Enter on a focused button works like a click.
    previous.focus();
    await userEvent.keyboard('{Enter}');
    await findPage(canvas, PAGES - 1);
  },
};

/** Zoom moves in steps of 0.5 and stays above 0.5 and below 4: 100% to 350%, out no further than 100%. */
export const Zoom: Story = {
  decorators: desktop,
  play: async ({ canvas }) => {
    const page = await findPage(canvas, 1);
    const fitWidth = page.getBoundingClientRect().width;
    const zoomIn = canvas.getByRole('button', { name: 'Zoom in' });
    const zoomOut = canvas.getByRole('button', { name: 'Zoom out' });
    const level = (text: string) => canvas.findByText(text, { selector: 'span', exact: false });
    await level('100%');
    await expect(zoomOut).toHaveAttribute('aria-disabled', 'true');

    for (const shown of ['150%', '200%', '250%', '300%', '350%']) {
      await userEvent.click(zoomIn);
      await level(shown);
    }
    await expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(zoomIn);
    await level('350%');
    await waitFor(
      () =>
        expect(canvas.getByRole('img', { name: 'Page 1 of 6' }).getBoundingClientRect().width).toBeCloseTo(
          fitWidth * 3.5,
          -1,
        ),
      DRAWN,
    );

    await userEvent.click(zoomOut);
    await level('300%');
    await expect(zoomIn).not.toHaveAttribute('aria-disabled');
  },
};

/** Opens at a given page, e.g. where the learner left off. */
export const InitialPage: Story = {
  decorators: desktop,
  args: { initialPage: 3 },
  play: async ({ canvas }) => {
    await findPage(canvas, 3);
    await expect(pageInput(canvas)).toHaveValue('3');
  },
};

/** A password-protected PDF asks for its password; a wrong one says so, the right one (quest123) opens it. */
export const Protected: Story = {
  decorators: desktop,
  args: { src: PROTECTED_PDF, title: 'Light and shadows: protected worksheet' },
  play: async ({ canvas }) => {
    const field = await canvas.findByLabelText('Password', { selector: 'input' }, DRAWN);
    await expect(canvas.getByRole('heading', { name: 'This PDF is password protected' })).toBeVisible();
    await waitFor(() => expect(field).toHaveFocus());

    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await expect(await canvas.findByText('Password is required')).toBeVisible();

    await userEvent.type(field, 'wrong-password{Enter}');
    await expect(await canvas.findByText('Incorrect password. Please try again.', {}, DRAWN)).toBeVisible();

    const again = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.clear(again);
    await userEvent.type(again, PROTECTED_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await findPage(canvas, 1);
  },
};

/** The file could not be fetched or is not a PDF: a message and a retry. */
export const LoadError: Story = {
  name: 'Error',
  decorators: desktop,
  args: { src: '/demo-media/pdf/missing.pdf', title: 'Missing worksheet' },
  // The missing file is the story's data: the mock server answers it 404 (any other 404 fails the story's test).
  parameters: {
    msw: {
      handlers: [http.get('/demo-media/pdf/missing.pdf', () => new HttpResponse(null, { status: 404 }))],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Could not load the PDF' }, DRAWN);
    await expect(canvas.getByRole('button', { name: 'Zoom in' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await canvas.findByRole('heading', { name: 'Could not load the PDF' }, DRAWN);
  },
};

/** While the file downloads: a page-shaped placeholder, controls disabled, the page area busy. */
export const Loading: Story = {
  decorators: desktop,
  args: { src: '/demo-media/pdf/slow.pdf', title: 'A large worksheet' },
  beforeEach({ msw }) {
    msw.use(
      http.get('/demo-media/pdf/slow.pdf', async () => {
        await delay('infinite');
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading PDF…')).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'A large worksheet' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
    await expect(pageInput(canvas)).toBeDisabled();
  },
};

const noSidewaysOverflow = async (canvasElement: HTMLElement) => {
  const frame = within(canvasElement).getByTestId('frame');
  await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth + 2);
  const region = within(canvasElement).getByRole('region');
  const page = within(region).getByRole('img');
  await expect(page.getBoundingClientRect().width).toBeLessThanOrEqual(region.clientWidth);
};

/** A 360 px phone: the page fits the width, the controls wrap onto a second row. */
export const Phone: Story = {
  decorators: [sized(360, 640)],
  parameters: { viewport: { defaultViewport: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await findPage(canvas, 1);
    await noSidewaysOverflow(canvasElement);
  },
};

/** A phone turned sideways (800×360): short page area that scrolls, controls on one row. */
export const Landscape: Story = {
  decorators: [sized(800, 360)],
  play: async ({ canvas, canvasElement }) => {
    await findPage(canvas, 1);
    await noSidewaysOverflow(canvasElement);
    const region = canvas.getByRole('region');
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
  },
};

/*
 * The sheet's page is drawn by pdf.js while this module loads (a top-level await), so the sheet renders a real
 * page at once and the visual test, which awaits only fonts, captures it rather than a placeholder. The fixture
 * (pages 1–2 of the demo lesson) is bundled with the stories because the visual test runner does not serve
 * /demo-media. If it cannot be drawn, the sheet shows the loading state instead of failing every story.
 */
const sheetPage: { drawn: DrawnPdfPage; pageCount: number } | null = await import('./pdf-viewer-engine')
  .then((m) => m.preparePdfPage(sheetPdfUrl, 1, 200))
  .catch(() => null);

const noop = () => {};
const sheetProps = {
  headingLevel: 2,
  pageNumber: 1,
  zoom: 1,
  onBack: noop,
  onDownload: noop,
} as const;

function Sheet() {
  const drawn = sheetPage?.drawn ?? null;
  const pageCount = sheetPage?.pageCount ?? 2;
  return (
    <TileGrid maxWidth={480}>
      <SheetTile caption="Page shown — page 1 of 2, toolbar">
        <section aria-label="Page shown">
          <PdfViewerView
            {...sheetProps}
            title="Light and shadows"
            status="ready"
            pageCount={pageCount}
            drawn={drawn}
          />
        </section>
      </SheetTile>
      <SheetTile caption="Loading — the document is on its way">
        <section aria-label="Loading" style={{ height: 240 }}>
          <PdfViewerView {...sheetProps} title="Mirrors and lenses" status="loading" pageCount={0} />
        </section>
      </SheetTile>
      <SheetTile caption="Password — a wrong one was typed">
        <section aria-label="Wrong password">
          <PdfViewerView
            {...sheetProps}
            title="Protected worksheet"
            status="password"
            wrongPassword
            pageCount={0}
          />
        </section>
      </SheetTile>
      <SheetTile caption="Could not load — Retry">
        <section aria-label="Could not load">
          <PdfViewerView {...sheetProps} title="Missing worksheet" status="error" pageCount={0} />
        </section>
      </SheetTile>
    </TileGrid>
  );
}

/** Page shown, loading, wrong password and load error, for the visual tests; every tile captioned. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => <Sheet />,
  play: async ({ canvas, canvasElement }) => {
    await findPage(canvas, 1, 2);
    const sheet = within(canvasElement).getByTestId('sheet');
    await expectCaptioned(sheet);
    await expectFitsPhone(sheet);
  },
};
