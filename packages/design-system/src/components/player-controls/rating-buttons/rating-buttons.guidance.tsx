import type { GuidanceProps } from '../../../../../../stories/docs-kit';
import { RatingButtons } from './rating-buttons';

const noop = () => {};

/** Designer guidance for RatingButtons (shown on its docs page by rating-buttons.mdx). */
export const guidance: GuidanceProps = {
  use: [
    'Under the video (or over it, tone player): like and dislike with their counts, and Share (shown disabled, as the spec has it).',
  ],
  avoid: [
    'Asking for a rating when a video ends: use the Rating Prompt dialog.',
    'A rating of something that is not a video: the product has none.',
  ],
  dos: [
    {
      caption: "Counts in Indian grouping; the learner's own rating shows pressed.",
      example: <RatingButtons likeCount={12450} dislikeCount={86} myRating="like" onRate={noop} />,
    },
  ],
  donts: [
    {
      caption:
        "Don't show the buttons as usable while the rating is being saved: set busy so presses are ignored.",
      example: <RatingButtons likeCount={12450} dislikeCount={86} myRating={null} onRate={noop} />,
    },
  ],
  content: [
    'Counts only, no words next to them ("12,450"); the names "Like" and "Dislike" are read, not shown.',
  ],
  a11y: [
    'A group "Rate this video"; like and dislike are toggle buttons (aria-pressed) read as "Like 12,450".',
    'Busy sets aria-busy on the group; Share is announced as unavailable. Targets are at least 44 px.',
  ],
};
