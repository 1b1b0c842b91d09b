import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { ConfirmDialog } from './confirm-dialog';

const noop = () => {};

/** Designer guidance for the Confirm Dialog docs page (confirm-dialog.mdx, ADR 0131). */
export const guidance: GuidanceProps = {
  use: [
    'Before an action the student cannot take back or would regret by accident: submitting a test, removing a quest from the cart, leaving a test half done.',
    'When the only answers are "go ahead" or "not now": one question, two buttons.',
  ],
  avoid: [
    'To tell the student something that needs no choice (saved, failed, done): use an Alert Dialog with one Ok button.',
    'When the answer needs typing or picking (a remark, a reason): use a Dialog with a form, e.g. the Question Flag Dialog.',
    'For an action that is easy to undo (adding to the cart, liking a video): just do it and confirm with a Snackbar.',
  ],
  dos: [
    {
      caption: 'Name the action in the question and, when it destroys something, in the red button too.',
      example: (
        <ConfirmDialog
          inline
          open
          question="Remove this quest from your cart?"
          cancelLabel="Keep"
          confirmLabel="Remove"
          confirmVariant="danger"
          onConfirm={noop}
          onCancel={noop}
        />
      ),
    },
    {
      caption: 'Add one line under the question when the student needs to know what happens next.',
      example: (
        <ConfirmDialog
          inline
          open
          question="Are you sure you want to Submit?"
          description="You cannot change your answers after you submit."
          cancelLabel="Cancel"
          confirmLabel="OK"
          onConfirm={noop}
          onCancel={noop}
        />
      ),
    },
    {
      caption:
        'In Hindi, keep the same short question and one- or two-word buttons; they grow by about a quarter.',
      example: (
        <ConfirmDialog
          inline
          open
          question="क्या आप टेस्ट सबमिट करना चाहते हैं?"
          cancelLabel="रद्द करें"
          confirmLabel="ठीक है"
          onConfirm={noop}
          onCancel={noop}
        />
      ),
    },
  ],
  donts: [
    {
      caption:
        'Don’t ask a question that has no real choice: a message the student can only accept is an Alert Dialog.',
      example: (
        <ConfirmDialog
          inline
          open
          question="Your answers have been saved."
          cancelLabel="Cancel"
          confirmLabel="OK"
          onConfirm={noop}
          onCancel={noop}
        />
      ),
    },
    {
      caption:
        'Don’t write sentences on the buttons: they wrap to several lines and the choice gets hard to read.',
      example: (
        <ConfirmDialog
          inline
          open
          question="Are you sure you want to Submit?"
          cancelLabel="No, take me back to the questions"
          confirmLabel="Yes, submit all my answers now"
          onConfirm={noop}
          onCancel={noop}
        />
      ),
    },
    {
      caption: 'Don’t make the button red when nothing is lost: red means "this destroys something".',
      example: (
        <ConfirmDialog
          inline
          open
          question="Do you want to continue to buy this product?"
          cancelLabel="not now"
          confirmLabel="continue"
          confirmVariant="danger"
          onConfirm={noop}
          onCancel={noop}
        />
      ),
    },
  ],
  content: [
    'The question is one sentence ending in "?", in the student’s words: "Are you sure you want to Submit?". At most about 65 characters: three lines on a 320 px phone (measured: about 23 characters a line); longer questions scroll inside the dialog.',
    'Buttons: one or two words each. On a 320 px phone two labels of up to 9 characters each sit side by side (about 18 together, measured); longer ones stack or wrap. Cancel comes first; the confirming button repeats the verb of the question when it can ("Remove", "Submit").',
    'The optional line under the question says what happens next, in one short sentence; never a second question.',
    'Tone: plain, kind, Indian English; no blame, no capitals for shouting, no exclamation marks.',
    'Hindi runs 20–30 % longer than the English it translates (three lines hold about 70 Devanagari characters at 320 px): keep the Hindi question within three lines and each button on one line; never cut a word or an akshara with "…".',
    'Use the spec’s wording where it gives one (Cancel / OK, not now / continue), keeping its capitals.',
  ],
  a11y: [
    'It is an alertdialog: a screen reader announces the question as its name and the line under it as its description.',
    'Focus moves to Cancel, the safe choice, when it opens; Tab and Shift+Tab stay inside; Escape or a tap on the backdrop is Cancel; focus returns to the button that opened it.',
    'While the confirming work runs the button shows a spinner and is announced busy; Cancel, Escape and the backdrop wait for it.',
    'Both buttons are at least 44 px tall, the size of a fingertip.',
    'Red is never the only sign of danger: the label names what is destroyed ("Remove").',
  ],
};
