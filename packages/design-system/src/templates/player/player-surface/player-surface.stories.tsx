import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { VIDEO_SURFACE_TEXT } from '../../../components/video-surface/video-surface-frame';
import { inCategory, sampleVideo, speedArgType, statusArgType } from '../player.fixtures';
import { ResumeOffer } from '../resume-offer';
import { PlayerSurface } from './player-surface';

/**
 * The surface drawn as a still picture (`preview`), one story per surface state; the stream itself plays in the
 * Templates/Player stories (the demo HLS stream with its key and segment tokens).
 */
const meta = {
  title: 'Templates/Player/Player Surface',
  component: PlayerSurface,
  args: {
    ...sampleVideo,
    controls: null,
    status: 'paused',
    volume: 0.2,
    speed: 1,
    layout: 'portrait',
    preview: 'ready',
    headingLevel: 2,
    onLoaded: fn(),
    onTimeUpdate: fn(),
    onEnded: fn(),
    onPause: fn(),
    onError: fn(),
  },
  argTypes: {
    ...inCategory('Content', 'src', 'title', 'poster', 'userName', 'errorText'),
    controls: { control: false, table: { category: 'Content' } },
    status: statusArgType,
    volume: { table: { category: 'Behaviour' } },
    speed: speedArgType,
    decorateRequest: { control: false, table: { category: 'Behaviour' } },
    surfaceRef: { control: false, table: { category: 'Behaviour' } },
    layout: {
      control: 'inline-radio',
      options: ['portrait', 'landscape'],
      table: { category: 'Appearance' },
    },
    preview: {
      control: 'select',
      options: ['loading', 'buffering', 'ready', 'error'],
      table: { category: 'Appearance' },
    },
    headingLevel: { control: 'inline-radio', options: [2, 3], table: { category: 'Accessibility' } },
    ...inCategory('Events', 'onLoaded', 'onTimeUpdate', 'onEnded', 'onPause', 'onError'),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PlayerSurface>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready: the poster with the still watermark, the title under the picture. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('region', { name: args.title })).not.toHaveAttribute('aria-busy');
    await expect(canvas.getByRole('heading', { level: 2, name: args.title })).toBeVisible();
  },
};

/** Loading: the spinner over the poster, the region busy. */
export const Loading: Story = {
  args: { preview: 'loading', status: 'loading' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('region', { name: args.title })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(VIDEO_SURFACE_TEXT.loading)).toBeInTheDocument();
  },
};

/** Playback waits for data: the spinner over the picture. */
export const Buffering: Story = {
  args: { preview: 'buffering', status: 'playing' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('region', { name: args.title })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The stream cannot play: the message over the picture, no controls. */
export const StreamError: Story = {
  args: { preview: 'error', errorText: 'The video is not available right now.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The video is not available right now.');
  },
};

/** With what lies over the picture: here the resume offer in place of the controls. */
export const WithOverlay: Story = {
  args: {
    controls: <ResumeOffer resumeAt={65} onContinue={fn()} onRestart={fn()} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Continue from 1:05?' })).toBeVisible();
  },
};

/** Landscape: the picture fills the box; the title is only announced. */
export const Landscape: Story = {
  args: { layout: 'landscape' },
  decorators: [
    (Story) => (
      <div style={{ height: 260 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: args.title })).toHaveClass('visually-hidden');
  },
};
