/**
 * Sample data, arg tables and shared checks of the player's stories (Templates/Player and its parts). Stories
 * only; not exported from the package index.
 */
import { expect, userEvent, type within } from 'storybook/test';
import demoPoster from '../../components/video-surface/demo-poster.jpg';
import type { PlayerMarker } from './player-model';

/** The reference server's demo stream (12 s, AES-128), served by Storybook under /demo-media. */
export const DEMO_SRC = '/demo-media/hls/demo/index.m3u8';

/** The video the stories show: the demo stream, its title, poster and the watermark's name. */
export const sampleVideo = {
  src: DEMO_SRC,
  title: 'Forces and pressure: why a sharp knife cuts better',
  poster: demoPoster,
  userName: 'Aarav Sharma',
};

/** Two bookmarks on the seek slider (at 25 % and 60 %). */
export const sampleMarkers: readonly PlayerMarker[] = [
  { position: 25, text: 'Balanced forces' },
  { position: 60, text: "Newton's first law" },
];

type Category = 'Content' | 'Behaviour' | 'Appearance' | 'Accessibility' | 'Events';

/** Arg table rows that only name their category: `inCategory('Events', 'onPlay', 'onPause')`. */
export function inCategory<K extends string>(category: Category, ...names: K[]) {
  return Object.fromEntries(names.map((name) => [name, { table: { category } }])) as Record<
    K,
    { table: { category: Category } }
  >;
}

/** The `status` control of the view and the surface. */
export const statusArgType = {
  control: 'select',
  options: ['loading', 'ready', 'playing', 'paused', 'ended', 'leaving'],
  table: { category: 'Behaviour' },
} as const;

/** The `speed` control (1, 1.5, 2). */
export const speedArgType = {
  control: 'inline-radio',
  options: [1, 1.5, 2],
  table: { category: 'Behaviour' },
} as const;

/** The `myRating` control (none, like, dislike). */
export const myRatingArgType = {
  control: 'inline-radio',
  options: [null, 'like', 'dislike'],
  table: { category: 'Behaviour' },
} as const;

/** The `fullscreenMode` control (web full screen or the native wrapper's landscape). */
export const fullscreenModeArgType = {
  control: 'inline-radio',
  options: ['fullscreen', 'landscape'],
  table: { category: 'Behaviour' },
} as const;

type Canvas = ReturnType<typeof within>;

/** Content without a test: no test button, the rating alone (Templates/Player and its Rating Actions). */
export async function playWithoutTest({ canvas }: { canvas: Canvas }) {
  await expect(canvas.queryByRole('button', { name: 'Take Test' })).toBeNull();
  await expect(canvas.getByRole('group', { name: 'Rate this video' })).toBeVisible();
}

/** The second bookmark seeks to 0.6 and the speed menu picks 1.5x; both reach their callbacks. */
export async function bookmarkAndSpeed(
  canvas: Canvas,
  args: { onSeek: (fraction: number) => void; onSpeedChange: (speed: 1 | 1.5 | 2) => void },
) {
  await userEvent.click(canvas.getByRole('button', { name: 'Bookmark at 0:07' }));
  await expect(args.onSeek).toHaveBeenCalledWith(0.6);
  await userEvent.click(canvas.getByRole('button', { name: /Playback speed/ }));
  await userEvent.click(canvas.getByRole('menuitemradio', { name: '1.5x' }));
  await expect(args.onSpeedChange).toHaveBeenCalledWith(1.5);
}
