import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { Button } from './button';

const row = { display: 'flex', gap: 8, flexWrap: 'wrap' as const };

/** Designer guidance for Button (shown on its docs page by button.mdx). */
export const guidance: GuidanceProps = {
  use: [
    'For an action that happens here: submit, buy, start, save. One primary button per view for the main task.',
    'Secondary beside the primary for the other choice ("Not now"); text for low-emphasis actions; danger for destructive ones.',
  ],
  avoid: [
    'Going to another page or opening a document: use Link.',
    'An action shown only as an icon (close, play, share): use Icon Button.',
    'Filtering or a small choice among several: use Chip.',
  ],
  dos: [
    {
      caption: 'One primary action, the alternative beside it as secondary.',
      example: (
        <div style={row}>
          <Button variant="secondary">Not now</Button>
          <Button variant="primary">Buy now</Button>
        </div>
      ),
    },
    {
      caption: 'A short verb, also in Hindi; while the work runs, the button spins and ignores presses.',
      example: (
        <div style={row}>
          <Button variant="primary" loading>
            Buy now
          </Button>
          <span lang="hi">
            <Button variant="primary">अभी खरीदें</Button>
          </span>
        </div>
      ),
    },
  ],
  donts: [
    {
      caption:
        "Don't put two primary buttons side by side: the learner cannot tell which one is the main step.",
      example: (
        <div style={row}>
          <Button variant="primary">Try free</Button>
          <Button variant="primary">Buy now</Button>
        </div>
      ),
    },
    {
      caption: "Don't write a sentence as the label: it wraps to three lines on a phone.",
      example: (
        <div style={{ width: 200 }}>
          <Button variant="primary" fullWidth>
            Click here to continue to the payment page and finish your order
          </Button>
        </div>
      ),
    },
  ],
  content: [
    'A verb first, one to three words: "Buy now", "Start Test", "Try again". At 320 px a full-width label fits about 28 Latin characters on one line.',
    'Hindi labels run 20–30 % longer: check them at 320 px; never break a word or an akshara by hand.',
    'Sentence case as the spec spells it; no full stop; no "Click here".',
  ],
  a11y: [
    'A native button: Enter and Space press it. The label is its name; an icon alone needs Icon Button with a label.',
    'Disabled stays focusable (aria-disabled), so a screen reader still finds it; loading sets aria-busy.',
    'Every size is at least 44 px tall; focus shows a visible ring. Colour is never the only sign of the variant: position and wording say it too.',
  ],
};
