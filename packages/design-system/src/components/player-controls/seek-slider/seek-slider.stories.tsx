import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { PlayerSurface } from '../shared/story-surface';
import { SEEK_FRACTION_MAX } from './seek-math';
import { SeekSlider, type SeekBookmark } from './seek-slider';
import { expectCaptioned, SheetTile, StateSheet as Sheet } from '../../../internal/state-sheet';

const bookmarks: SeekBookmark[] = [
  { fraction: 0.1, text: 'Introduction to forces' },
  { fraction: 0.5, text: "Newton's first law" },
  { fraction: 0.85, text: 'Summary and practice question' },
];

const meta = {
  title: 'Design System/Player/Seek Slider',
  component: SeekSlider,
  args: { value: 0.25, duration: 600, bookmarks: [], disabled: false, onSeek: fn(), onScrub: fn() },
  argTypes: {
    duration: { control: { type: 'number', min: 0 }, table: { category: 'Content' } },
    bookmarks: { table: { category: 'Content' } },
    value: {
      control: { type: 'range', min: 0, max: SEEK_FRACTION_MAX, step: 0.01 },
      table: { category: 'Behaviour' },
    },
    disabled: { table: { category: 'Behaviour' } },
    label: { table: { category: 'Accessibility' } },
    onSeek: { table: { category: 'Events' } },
    onScrub: { table: { category: 'Events' } },
  },
  // The state sheet draws a dark surface inside each tile, so its captions stay on the page's background.
  decorators: [
    (Story, { tags }) =>
      tags.includes('state-sheet') ? (
        <Story />
      ) : (
        <PlayerSurface>
          <div style={{ flex: 1, minWidth: 0 }}>
            <Story />
          </div>
        </PlayerSurface>
      ),
  ],
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <SeekSlider
        {...args}
        value={value}
        onSeek={(fraction) => {
          args.onSeek(fraction);
          setValue(fraction);
        }}
      />
    );
  },
} satisfies Meta<typeof SeekSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 10-minute video a quarter through: read as "2:30 of 10:00"; arrows move 10 s, Home and End the ends. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'Seek' });
    await expect(slider).toHaveAttribute('aria-valuetext', '2:30 of 10:00');
    await expect(slider).toHaveAttribute('aria-valuemax', String(SEEK_FRACTION_MAX));
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(expect.closeTo(0.25 + 10 / 600, 6));
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '2:40 of 10:00'));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '2:20 of 10:00'));
    await userEvent.keyboard('{End}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(SEEK_FRACTION_MAX);
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '9:59 of 10:00'));
    await userEvent.keyboard('{Home}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(0);
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '0:00 of 10:00'));
  },
};

/** Press and drag anywhere on the slider: it follows the pointer (`onScrub`) and seeks on release. */
export const Pointer: Story = {
  play: async ({ args, canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'Seek' });
    const rect = slider.getBoundingClientRect();
    // The track is inset by half the 16 px thumb on each side. Aim half a second past the fraction, so the time
    // read out is that second at every width (half a pixel past it was a second more on a phone's narrow track).
    const at = (fraction: number) => rect.left + 8 + (fraction + 0.5 / 600) * (rect.width - 16);
    fireEvent.pointerDown(slider, { clientX: at(0.5), button: 0 });
    await expect(args.onScrub).toHaveBeenLastCalledWith(expect.closeTo(0.5, 2));
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '5:00 of 10:00'));
    fireEvent.pointerMove(slider, { clientX: at(0.75) });
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '7:30 of 10:00'));
    await expect(args.onSeek).not.toHaveBeenCalled();
    fireEvent.pointerUp(slider, { clientX: at(0.75) });
    await expect(args.onSeek).toHaveBeenCalledTimes(1);
    await expect(args.onSeek).toHaveBeenLastCalledWith(expect.closeTo(0.75, 2));
    fireEvent.pointerDown(slider, { clientX: rect.right + 40, button: 0 });
    fireEvent.pointerUp(slider, { clientX: rect.right + 40 });
    await expect(args.onSeek).toHaveBeenLastCalledWith(SEEK_FRACTION_MAX);
  },
};

/** Bookmarks on the track: hover or focus shows the text; Escape hides it; pressing one seeks there. */
export const WithBookmarks: Story = {
  args: { bookmarks },
  play: async ({ args, canvas }) => {
    const marker = canvas.getByRole('button', { name: 'Bookmark at 5:00' });
    await userEvent.hover(marker);
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent("Newton's first law");
    await expect(marker).toHaveAccessibleDescription("Newton's first law");
    await userEvent.unhover(marker);
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());

    canvas.getByRole('slider', { name: 'Seek' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Bookmark at 1:00' })).toHaveFocus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Introduction to forces');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: 'Bookmark at 8:30' }));
    await expect(args.onSeek).toHaveBeenLastCalledWith(0.85);
  },
};

/** On a touch screen: a tapped bookmark seeks there and keeps its text up after the finger lifts, until focus moves. */
export const BookmarkTap: Story = {
  args: { bookmarks },
  play: async ({ args, canvas }) => {
    const marker = canvas.getByRole('button', { name: 'Bookmark at 5:00' });
    await userEvent.pointer({ keys: '[TouchA]', target: marker });
    await expect(args.onSeek).toHaveBeenLastCalledWith(0.5);
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent("Newton's first law");
    await expect(marker).toHaveAccessibleDescription("Newton's first law");
    marker.blur();
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
  },
};

/** While the video loads (no duration yet): inert. */
export const Disabled: Story = {
  args: { disabled: true, value: 0, duration: 0 },
  play: async ({ args, canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'Seek' });
    await expect(slider).toHaveAttribute('aria-disabled', 'true');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    fireEvent.pointerDown(slider, { clientX: slider.getBoundingClientRect().right - 20, button: 0 });
    fireEvent.pointerUp(slider, { clientX: slider.getBoundingClientRect().right - 20 });
    await expect(args.onSeek).not.toHaveBeenCalled();
  },
};

/** Start, middle with bookmarks, end and disabled, for visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet gap={24}>
      {(
        [
          ['At the start', { value: 0, duration: 600 }],
          ['42 % — with chapter bookmarks', { value: 0.42, duration: 600, bookmarks }],
          ['At the end', { value: SEEK_FRACTION_MAX, duration: 600 }],
          ['Disabled — no duration yet', { value: 0, duration: 0, disabled: true }],
          [
            'Hindi — chapter bookmarks in Hindi',
            {
              value: 0.3,
              duration: 600,
              bookmarks: [
                { fraction: 0.1, text: 'बल का परिचय' },
                { fraction: 0.5, text: 'न्यूटन का पहला नियम' },
                { fraction: 0.85, text: 'सारांश और अभ्यास प्रश्न' },
              ],
            },
            'hi',
          ],
        ] as [string, Omit<ComponentProps<typeof SeekSlider>, 'onSeek'>, string?][]
      ).map(([caption, props, lang]) => (
        <SheetTile key={caption} caption={caption} lang={lang}>
          <PlayerSurface style={{ paddingTop: 40 }}>
            <div style={{ flex: 1, minWidth: 0 }}>
              <SeekSlider {...props} onSeek={() => {}} />
            </div>
          </PlayerSurface>
        </SheetTile>
      ))}
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByTestId('sheet');
    await expect(within(sheet).getAllByRole('slider')).toHaveLength(5);
    await expectCaptioned(sheet);
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
  },
};
