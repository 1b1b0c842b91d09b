import type { GuidanceProps } from '../../../../../../stories/docs-kit';
import { tokens } from '../../../tokens';
import { Watermark } from './watermark';

const frame = {
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  backgroundColor: tokens.player.surface,
  overflow: 'hidden',
} as const;

/** Designer guidance for Watermark (shown on its docs page by watermark.mdx). */
export const guidance: GuidanceProps = {
  use: [
    "Over every video: the signed-in learner's name moving across the picture (right to left, 1 px every 80 ms), to discourage screen recording.",
  ],
  avoid: [
    'Branding or titles over the video: the title goes under the picture (Video Surface), not in the watermark.',
  ],
  dos: [
    {
      caption: "The learner's name as the profile spells it, in any script.",
      example: (
        <div style={frame} lang="hi">
          <Watermark text="आरव शर्मा" still />
        </div>
      ),
    },
  ],
  donts: [
    {
      caption: "Don't write a sentence: a long watermark covers the lesson.",
      example: (
        <div style={frame}>
          <Watermark text="This video is licensed to Aarav Sharma, Class 8, do not copy or share" still />
        </div>
      ),
    },
  ],
  content: ['The name only (first and last name); no phone number, no email.'],
  a11y: [
    'Hidden from screen readers (aria-hidden) and never takes a press.',
    'Stands still for people who ask for reduced motion.',
  ],
};
