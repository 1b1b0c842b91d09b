import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HtmlContentViewer } from './html-content-viewer';
// Loaded up front (stories only), so the content and the state sheet's capture draw at once, not a skeleton.
import '../rich-text/rich-text-engine';
import { longText, Sheet, SheetTile, expectCaptioned } from '../../internal/state-sheet';

const LAZY = { timeout: 10_000 };

const plantHtml = `<h2>Parts of a plant</h2>
<p>Every flowering plant has <strong>roots</strong>, a <strong>stem</strong>, <strong>leaves</strong> and
<strong>flowers</strong>. Each part has its own job.</p>
<ul>
  <li>Roots hold the plant in the soil and take up water.</li>
  <li>The stem carries water to the leaves.</li>
  <li>Leaves make food using sunlight.</li>
</ul>
<p>Learn more in <a href="https://en.wikipedia.org/wiki/Plant">this article about plants</a>.</p>`;

const meta = {
  title: 'Design System/Viewers/Html Content Viewer',
  component: HtmlContentViewer,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Parts of a plant', html: plantHtml, onBack: fn(), onRetry: fn() },
  argTypes: {
    title: { control: 'text', table: { category: 'Content' } },
    html: { control: 'text', table: { category: 'Content' } },
    error: { control: 'text', table: { category: 'Content' } },
    errorTitle: { control: 'text', table: { category: 'Content' } },
    retryLabel: { control: 'text', table: { category: 'Content' } },
    loading: { table: { category: 'Behaviour' } },
    backLabel: { table: { category: 'Accessibility' } },
    onBack: { table: { category: 'Events' } },
    onRetry: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof HtmlContentViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: the content's HTML under a back arrow header; Back reports a press. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Parts of a plant' })).toBeVisible();
    const content = await canvas.findByRole('group', { name: 'Parts of a plant' }, LAZY);
    await expect(within(content).getAllByRole('listitem')).toHaveLength(3);
    const link = within(content).getByRole('link', { name: 'this article about plants' });
    await expect(link).toHaveAttribute('target', '_blank');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** While the content's HTML loads: placeholder lines in the shape of a page, announced once. */
export const Loading: Story = {
  args: { loading: true, html: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByText('Loading Parts of a plant…');
    await expect(status.closest('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Parts of a plant' })).toBeVisible();
  },
};

/** Loading failed: the reason and a retry button replace the content; the header still goes back. */
export const Error: Story = {
  args: { error: 'We could not load this content. Check your connection and try again.', html: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Something went wrong' })).toBeVisible();
    await expect(canvas.getByText(/Check your connection/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** On a 360 px phone: long titles and words wrap, nothing scrolls sideways; Back works from the keyboard. */
export const PhoneWidth: Story = {
  args: {
    title: 'Photosynthesis: how green plants make their own food from sunlight',
    html: `${plantHtml}<p>Chlorophyllcontainingchloroplastsabsorbsunlightefficiently.</p>`,
  },
  render: (args) => (
    <div data-testid="phone" style={{ width: 360 }}>
      <HtmlContentViewer {...args} />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('group', { name: args.title }, LAZY);
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
    canvas.getByRole('button', { name: 'Back' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** A phone turned sideways (800 × 360): the content reads in the wide, short frame and scrolls inside it. */
export const Landscape: Story = {
  render: (args) => (
    <div data-testid="landscape" style={{ width: 800, height: 360, overflow: 'auto' }}>
      <HtmlContentViewer {...args} />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('group', { name: args.title }, LAZY);
    const frame = canvas.getByTestId('landscape');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** Loaded, loading and failed, for the visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet>
      <SheetTile caption="Loaded — the page’s rich text">
        <section aria-label="Loaded">
          <HtmlContentViewer title="Parts of a plant" html={plantHtml} onBack={() => {}} />
        </section>
      </SheetTile>
      <SheetTile caption="Loading — skeleton under the title">
        <section aria-label="Loading">
          <HtmlContentViewer title="Light and shadows" loading onBack={() => {}} />
        </section>
      </SheetTile>
      <SheetTile caption="Error — message with Try again">
        <section aria-label="Error">
          <HtmlContentViewer
            title="Light and shadows"
            error="We could not load this content. Check your connection and try again."
            onBack={() => {}}
            onRetry={() => {}}
          />
        </section>
      </SheetTile>
      <SheetTile caption="Hindi — title and rich text in Devanagari" lang="hi">
        <section aria-label="हिंदी">
          <HtmlContentViewer
            title="पौधे के भाग"
            html="<h2>जड़</h2><p>जड़ पौधे को मिट्टी में थामे रखती है और पानी तथा खनिज सोखती है।</p><ul><li>मूसला जड़</li><li>रेशेदार जड़</li></ul>"
            onBack={() => {}}
          />
        </section>
      </SheetTile>
      <SheetTile caption="Very long — a long title, paragraph and unbroken link wrap">
        <section aria-label="Very long">
          <HtmlContentViewer
            title={longText.title}
            html={`<p>${longText.sentence}</p><p><a href="${longText.url}">${longText.url}</a></p>`}
            onBack={() => {}}
          />
        </section>
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByTestId('sheet');
    await expectCaptioned(sheet);
    await waitFor(() => expect(sheet.querySelector('[data-rich-text]')).not.toBeNull(), LAZY);
    sheet.style.width = '360px';
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
    sheet.style.width = '';
  },
};
