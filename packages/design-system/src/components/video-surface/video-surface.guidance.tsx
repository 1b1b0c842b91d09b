import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { Watermark } from '../player-controls';
import demoPoster from './demo-poster.jpg';
import { VIDEO_SURFACE_TEXT, VideoSurfaceFrame, type VideoSurfaceFrameProps } from './video-surface-frame';

const noop = () => {};
/** The surface's own frame (its look without the video engine), with the poster standing in for the picture. */
const look: Omit<VideoSurfaceFrameProps, 'state' | 'title'> = {
  layout: 'portrait',
  poster: demoPoster,
  showPoster: true,
  headingLevel: 3,
  loadingText: VIDEO_SURFACE_TEXT.loading,
  errorText: VIDEO_SURFACE_TEXT.error,
  retryText: VIDEO_SURFACE_TEXT.retry,
  onRetry: noop,
};

/** Designer guidance for VideoSurface (shown on its docs page by video-surface.mdx). */
export const guidance: GuidanceProps = {
  use: [
    'Every lesson video: the encrypted stream, its poster, loading and failed states, with the Control Bar and the Watermark on top.',
    'Portrait: a 16:9 picture with the title under it; landscape (full screen / turned phone): the picture fills the screen.',
  ],
  avoid: [
    'A PDF, a web page or an activity: use the PDF Viewer, HTML Content Viewer or Frame Viewer.',
    'A short decorative animation: use Celebration; the video surface is for lessons only.',
  ],
  dos: [
    {
      caption: "The lesson's name as the title, under the picture; the learner's name moving over it.",
      example: (
        <VideoSurfaceFrame
          {...look}
          state="ready"
          title="Light and shadows: why shadows grow long in the evening"
          watermark={<Watermark text="Aarav Sharma" still />}
        />
      ),
    },
    {
      caption: 'When it cannot play: a plain sentence and Try again.',
      example: <VideoSurfaceFrame {...look} state="error" title="Refraction of light" />,
    },
  ],
  donts: [
    {
      caption: "Don't show a file name as the title: it tells the learner nothing about the lesson.",
      example: <VideoSurfaceFrame {...look} state="ready" title="FP_ch7_final_v2_1080p.m3u8" />,
    },
    {
      caption: "Don't show the player's technical error: the learner can do nothing with it.",
      example: (
        <VideoSurfaceFrame
          {...look}
          state="error"
          title="Pressure in liquids"
          errorText="MEDIA_ERR_DECODE (3): VHS segment request failed, key 401"
        />
      ),
    },
  ],
  content: [
    "Title: the content's display name; it wraps under the picture in portrait (Hindi titles too), and names the region in landscape.",
    'Messages: "Loading video", "This video could not be played.", "Try again" unless the screen has better words.',
  ],
  a11y: [
    'A region named by the title; the spinner says "Loading video" to screen readers; the error is announced with its Try again button.',
    'The watermark and poster are hidden from screen readers; the controls come from the Control Bar with their own names.',
  ],
};
