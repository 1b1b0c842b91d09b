import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { RatingPrompt } from './rating-prompt';

const noop = () => {};

/** Designer guidance for RatingPrompt (shown on its docs page by rating-prompt.mdx). */
export const guidance: GuidanceProps = {
  use: [
    'Once, when a video ends and the student has not rated it yet (learning-app.md: the like/dislike prompt).',
    'While the choice is saved (the chosen button spins) and when saving fails (an error with Try again).',
  ],
  avoid: [
    'Rating while the video plays: the Rating Buttons under the video do that.',
    'A video the student has already rated, or anything that is not a video: show nothing.',
    'Asking for a reason or a comment: the product sends only a like or a dislike.',
  ],
  dos: [
    {
      caption: 'One short question, Not now first, Like last: the student can always leave.',
      example: <RatingPrompt open inline onLike={noop} onDislike={noop} onDismiss={noop} />,
    },
    {
      caption: 'Keep the choice on screen while it is saved: the pressed button spins, nothing else moves.',
      example: (
        <RatingPrompt
          open
          inline
          status="saving"
          choice="like"
          onLike={noop}
          onDislike={noop}
          onDismiss={noop}
        />
      ),
    },
  ],
  donts: [
    {
      caption:
        "Don't turn the question into a survey: a long body pushes Like and Dislike off a phone's screen.",
      example: (
        <RatingPrompt
          open
          inline
          texts={{
            body: 'Please tell us what you thought about the explanation, the examples, the speed of the teacher, the sound and the pictures, so that we can make our videos better for every student.',
          }}
          onLike={noop}
          onDislike={noop}
          onDismiss={noop}
        />
      ),
    },
    {
      caption: "Don't blame the student when saving fails: say what happened and offer Try again.",
      example: (
        <RatingPrompt
          open
          inline
          status="failed"
          choice="dislike"
          failure="Error 503: POST /rating failed."
          onLike={noop}
          onDislike={noop}
          onDismiss={noop}
        />
      ),
    },
  ],
  content: [
    'Title: one question of at most about 30 characters ("Did you like this video?"); the body one line.',
    'Button labels are single words: Like, Dislike, Not now. In Hindi keep them as short (पसंद, नापसंद, अभी नहीं).',
    'A failure says the rating was not saved and why in plain words; never a status code or an address.',
  ],
  a11y: [
    'An alert dialog: its first button, Not now, takes the focus when it opens; Escape and the backdrop are Not now too.',
    'While saving, the spinning button is announced busy and the dialog cannot be dismissed, so a choice is never lost.',
    'Like and Dislike are words, not only icons; each target is at least 44 px.',
  ],
};
