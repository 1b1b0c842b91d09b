import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { Link } from './link';

const noop = () => {};

/** Designer guidance for Link (shown on its docs page by link.mdx). */
export const guidance: GuidanceProps = {
  use: [
    'To go somewhere: another page, a document, the terms. external for another site (new tab).',
    'Without href, a small in-page action that reads as text, such as "Edit" beside a verified number.',
  ],
  avoid: [
    'Submitting, buying or any main action: use Button.',
    'A whole card that opens something: use Card with href.',
  ],
  dos: [
    {
      caption: 'Say where it goes; an external link says it opens a new tab.',
      example: (
        <p>
          Read the <Link href="#terms">Terms and conditions</Link> or visit our{' '}
          <Link href="https://example.com" external>
            help centre
          </Link>
          .
        </p>
      ),
    },
  ],
  donts: [
    {
      caption: 'Don\'t use "click here": a list of links read aloud is a list of "click here".',
      example: (
        <p>
          To read the terms, <Link onClick={noop}>click here</Link>.
        </p>
      ),
    },
  ],
  content: [
    'The link text names the destination: "Forgot Password", "Terms and conditions". Two to five words.',
    'Keep links inside sentences short; Hindi link texts follow the same rule and run about 25 % longer.',
  ],
  a11y: [
    'A real link (a href) or, without href, a button that looks like one: each announces what it is.',
    'Links in running text are underlined, not told apart by colour alone; external ones add "(opens in a new tab)".',
    'A press lands within at least 24 × 24 px around the text (WCAG 2.5.8), while it still looks like text.',
  ],
};
