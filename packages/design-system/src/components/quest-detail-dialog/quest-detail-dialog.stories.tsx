import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { preloadRichText } from '../rich-text';
import { QuestDetailDialog, questDetailDialogTexts as t } from './quest-detail-dialog';
import { longText, sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

type Props = ComponentProps<typeof QuestDetailDialog>;

const trial = fn();
const buy = fn();

const meta = {
  title: 'Design System/Dialogs/Quest Detail Dialog',
  component: QuestDetailDialog,
  // On docs pages each story is drawn in its own frame, so an open modal stays in it and does not cover the page.
  parameters: { docs: { story: { inline: false, iframeHeight: '640px' } } },
  args: {
    open: true,
    name: 'Grade 6 Explorer',
    imageUrl: null,
    videoUrl: '',
    description:
      '<p>The complete <strong>Grade 6</strong> year: Mathematics and Science in videos, notes and tests.</p>',
    price: 1199,
    originalPrice: 1499,
    tagLabel: 'Bestseller',
    tagColour: '#E65100',
    actions: [
      { label: '7-Day Trial', trialDays: 7, onClick: trial },
      { label: 'Buy', onClick: buy },
    ],
    error: null,
    onClose: fn(),
  },
  loaders: [
    async () => {
      await preloadRichText();
      trial.mockClear();
      buy.mockClear();
      return {};
    },
  ],
  argTypes: {
    name: { table: { category: 'Content' } },
    imageUrl: { table: { category: 'Content' } },
    videoUrl: { table: { category: 'Content' } },
    description: { table: { category: 'Content' } },
    price: { table: { category: 'Content' } },
    originalPrice: { table: { category: 'Content' } },
    tagLabel: { table: { category: 'Content' } },
    tagColour: { table: { category: 'Content' } },
    actions: { table: { category: 'Content' } },
    error: { table: { category: 'Content' } },
    open: { table: { category: 'Behaviour' } },
    inline: { control: false, table: { category: 'Appearance' } },
    onClose: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof QuestDetailDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (name: string) => within(document.body).findByRole('dialog', { name });

/** A product not yet held: icon, price, "About the Quest", the trial and Buy; each button reports. */
export const Default: Story = {
  play: async ({ args }) => {
    const d = within(await dialog(args.name));
    await expect(d.getByRole('heading', { name: t.about })).toBeVisible();
    await expect(d.getByText('₹1,199')).toBeVisible();
    await expect(await d.findByText('Grade 6')).toBeVisible();
    await expect(d.queryByLabelText(`${t.video}: ${args.name}`)).toBeNull();
    await userEvent.click(d.getByRole('button', { name: '7-Day Trial' }));
    await expect(trial).toHaveBeenCalledOnce();
    await userEvent.click(d.getByRole('button', { name: 'Buy' }));
    await expect(buy).toHaveBeenCalledOnce();
  },
};

/** A plain video file: the native player with its controls stands in for the icon. */
export const WithVideo: Story = {
  args: { videoUrl: '/media/videos/grade-6-promo.mp4' },
  // The reference server has no promo video file: the mock server answers its address with an empty one.
  parameters: {
    msw: {
      handlers: [
        http.get('/media/videos/grade-6-promo.mp4', () =>
          HttpResponse.arrayBuffer(new ArrayBuffer(0), { headers: { 'Content-Type': 'video/mp4' } }),
        ),
      ],
    },
  },
  play: async ({ args }) => {
    const d = within(await dialog(args.name));
    const video = d.getByLabelText(`${t.video}: ${args.name}`);
    await expect(video.tagName).toBe('VIDEO');
    await expect(video).toHaveAttribute('controls');
  },
};

/** In Hindi (issue 29): "About the Quest", the video's name and Launch in Hindi; the quest's name as sent. */
export const Hindi: Story = {
  ...WithVideo,
  globals: { locale: 'hi' },
  args: { videoUrl: '/media/videos/grade-6-promo.mp4', actions: [{ label: 'Launch', onClick: buy }] },
  play: async ({ args }) => {
    const d = within(await dialog(args.name));
    await expect(d.getByRole('heading', { name: 'क्वेस्ट के बारे में' })).toBeVisible();
    await expect(d.getByLabelText(`क्वेस्ट वीडियो: ${args.name}`).tagName).toBe('VIDEO');
    await userEvent.click(d.getByRole('button', { name: 'शुरू करें' }));
    await expect(buy).toHaveBeenCalledOnce();
  },
};

/** A streaming (.m3u8) address: the icon shows, the streaming engine is not loaded for a promo. */
export const StreamingVideo: Story = {
  args: { videoUrl: '/media/hls/demo/index.m3u8' },
  play: async ({ args }) => {
    const d = within(await dialog(args.name));
    await expect(d.queryByLabelText(`${t.video}: ${args.name}`)).toBeNull();
  },
};

/** A held quest: Launch only and no price (the price rule says not to show it). */
export const Assigned: Story = {
  args: { price: undefined, originalPrice: undefined, actions: [{ label: 'Launch', onClick: buy }] },
  play: async ({ args }) => {
    const d = within(await dialog(args.name));
    await expect(d.queryByText('₹1,199')).toBeNull();
    await userEvent.click(d.getByRole('button', { name: 'Launch' }));
    await expect(buy).toHaveBeenCalledOnce();
  },
};

/** An offline quest: "I am interested" only. */
export const Offline: Story = {
  args: { actions: [{ label: 'I am interested', onClick: buy }] },
  play: async ({ args }) => {
    const d = within(await dialog(args.name));
    await userEvent.click(d.getByRole('button', { name: 'I am interested' }));
    await expect(buy).toHaveBeenCalledOnce();
  },
};

/** The trial is starting: its button spins, Buy is locked and the dialog stays open. */
export const Busy: Story = {
  args: {
    actions: [
      { label: '7-Day Trial', trialDays: 7, onClick: trial, loading: true },
      { label: 'Buy', onClick: buy },
    ],
  },
  play: async ({ args }) => {
    const d = within(await dialog(args.name));
    await expect(d.getByRole('button', { name: 'Buy' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The action failed: the server's message as an alert above the buttons. */
export const Failed: Story = {
  args: { error: 'You have already taken the trial of this product.' },
  play: async ({ args }) => {
    const d = within(await dialog(args.name));
    await expect(d.getByRole('alert')).toHaveTextContent('You have already taken the trial of this product.');
  },
};

/** Every state side by side (drawn in the page flow) for the visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet>
      {(
        [
          ['Not held — price, trial and Buy', {}],
          [
            'Held — no price, Launch',
            { price: undefined, originalPrice: undefined, actions: [{ label: 'Launch' }] },
          ],
          ['Offline product — I am interested', { actions: [{ label: 'I am interested' }] }],
          [
            'Starting the trial — trial busy',
            { actions: [{ label: '7-Day Trial', trialDays: 7, loading: true }, { label: 'Buy' }] },
          ],
          [
            'Refused — the server said why',
            { error: 'You have already taken the trial of this product.', actions: [{ label: 'Buy' }] },
          ],
          [
            'Hindi — name, tag, description, actions and error in Hindi',
            {
              name: 'कक्षा 6 एक्सप्लोरर',
              tagLabel: 'सबसे ज़्यादा बिकने वाला',
              description:
                '<p><strong>कक्षा 6</strong> का पूरा साल: गणित और विज्ञान, वीडियो, नोट्स और टेस्ट के साथ।</p>',
              actions: [{ label: '7 दिन का ट्रायल' }, { label: 'ख़रीदें' }],
              error: 'आप इस प्रोडक्ट का ट्रायल पहले ही ले चुके हैं।',
            },
            'hi',
          ],
          [
            'Very long — long name and tag, a description with a link, a long error',
            {
              name: longText.title,
              tagLabel: longText.word,
              description: `<p>${longText.sentence}</p><p>${longText.url}</p>`,
              error: longText.sentence,
            },
          ],
        ] as [string, Partial<Props>, string?][]
      ).map(([caption, state, lang]) => (
        <SheetTile key={caption} caption={caption} lang={lang}>
          <QuestDetailDialog {...args} {...state} inline />
        </SheetTile>
      ))}
    </Sheet>
  ),
  play: sheetFitsPhone,
};
