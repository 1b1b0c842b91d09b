import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyImages } from '../content-card/story-image';
import { preloadRichText } from '../rich-text';
import { PlanCard } from './plan-card';
import {
  cardColumn,
  cardLoadingStory,
  headingClamped,
  pressIgnored,
} from '../card-stories-shared/story-helpers';
import {
  expectCaptioned,
  expectFitsPhone,
  longText,
  SheetTile,
  StateSheet as Sheet,
} from '../../internal/state-sheet';

const description =
  '<p>Live classes every <strong>Saturday</strong>, printed workbooks and a year of weekly tests.</p>' +
  '<ul><li>12 missions</li><li>Doubt sessions</li></ul>';

const meta = {
  title: 'Design System/Cards/Plan Card',
  component: PlanCard,
  args: {
    name: 'Premium plan',
    descriptionHtml: description,
    planPrice: 1180,
    imageUrl: storyImages.plan,
    onBuy: fn(),
  },
  argTypes: {
    name: { control: 'text', table: { category: 'Content' } },
    descriptionHtml: { control: 'text', table: { category: 'Content' } },
    planPrice: { control: 'number', table: { category: 'Content' } },
    imageUrl: { control: 'text', table: { category: 'Content' } },
    buyLabel: { control: 'text', table: { category: 'Content' } },
    buying: { control: 'boolean', table: { category: 'Behaviour' } },
    onBuy: { table: { category: 'Events' } },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4], table: { category: 'Accessibility' } },
    className: { table: { disable: true } },
  },
  // The description's sanitizer loads lazily; load it first so stories and the sheet show the real text.
  loaders: [
    async () => {
      await preloadRichText();
      return {};
    },
  ],
  decorators: [cardColumn(300)],
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: a plan above ₹600 has an image; the price shows without GST with its note; Buy. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Premium plan' })).toBeVisible();
    await expect(await canvas.findByText('Saturday')).toBeVisible();
    await expect(canvas.getByText('₹1,000')).toBeVisible();
    await expect(canvas.getByText('Plus 18% GST')).toBeVisible();
    await expect(canvasElement.querySelector('img')).not.toBeNull();
    const buy = canvas.getByRole('button', { name: 'Buy' });
    await expect(buy).toHaveAccessibleDescription('Premium plan');
    await userEvent.click(buy);
    buy.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBuy).toHaveBeenCalledTimes(2);
  },
};

/** ₹600 or less: the plain variant, without an image (even when one is given). */
export const WithoutImage: Story = {
  args: { name: 'Basic plan', planPrice: 590 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('₹500')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** Image variant without an image address: the default tile. */
export const ImageVariantDefault: Story = {
  args: { imageUrl: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('svg')).not.toBeNull();
  },
};

/** Adding to the cart: Buy spins and ignores presses. */
export const Buying: Story = {
  args: { buying: true },
  play: pressIgnored('Buy', 'aria-busy', (args) => args.onBuy),
};

/** Server HTML is sanitized: a script or an event handler in the description never runs. */
export const UnsafeDescription: Story = {
  // The hostile image's address is made up: the mock server answers it 404 (its error handler must not run).
  parameters: { msw: { handlers: [http.get('/x', () => new HttpResponse(null, { status: 404 }))] } },
  args: {
    descriptionHtml:
      '<p>Safe text</p><img src="x" alt="" onerror="window.__planXss = 1"><script>window.__planXss = 2</script>',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Safe text')).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect((window as { __planXss?: number }).__planXss).toBeUndefined();
  },
};

/** A long name is clamped to 2 lines. */
export const LongName: Story = {
  args: {
    name: 'Premium plan with live classes, printed workbooks, doubt sessions and a year of weekly tests',
  },
  play: headingClamped,
};

/** While the plans load. */
export const Loading: Story = {
  ...cardLoadingStory('Loading plans…', 120),
};

/** Image variant, plain variant, default image, buying, Hindi and very long content; every tile captioned. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet columnMin={150}>
      <SheetTile caption="Image variant — rich description">
        <PlanCard
          name="Premium plan"
          descriptionHtml={description}
          planPrice={1180}
          imageUrl={storyImages.plan}
        />
      </SheetTile>
      <SheetTile caption="Plain — no image, default picture">
        <PlanCard name="Basic plan" descriptionHtml="<p>Recorded lessons only.</p>" planPrice={590} />
      </SheetTile>
      <SheetTile caption="Buying — Buy busy">
        <PlanCard name="Family plan" descriptionHtml="<p>Two learners.</p>" planPrice={2360} buying />
      </SheetTile>
      <SheetTile caption="Hindi — Hindi name and description" lang="hi">
        <PlanCard
          name="प्रीमियम प्लान"
          descriptionHtml="<p>हर <strong>शनिवार</strong> लाइव क्लास, छपी हुई वर्कबुक और पूरे साल साप्ताहिक टेस्ट।</p>"
          planPrice={1180}
          imageUrl={storyImages.plan}
        />
      </SheetTile>
      <SheetTile caption="Very long — long name, a 120-character description with a link">
        <PlanCard
          name={longText.title}
          descriptionHtml={`<p>${longText.sentence}</p><p>${longText.url}</p>`}
          planPrice={118000}
        />
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByTestId('sheet');
    await within(sheet).findByText('Saturday');
    await expectCaptioned(sheet);
    await expectFitsPhone(sheet);
  },
};
