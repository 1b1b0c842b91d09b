import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { Pager } from './pager';

const noop = () => {};

/** Designer guidance for the Pager docs page (pager.mdx, ADR 0131). */
export const guidance: GuidanceProps = {
  use: [
    'Under a long list the server sends in pages (online tests, notifications): previous, next and page numbers.',
  ],
  avoid: [
    'For a list short enough to show at once (5 rows or fewer): show it all.',
    'For a row of cards to swipe: use the Carousel.',
  ],
  dos: [
    {
      caption: 'Show where the student is among the pages.',
      example: <Pager page={3} total={120} pageSize={10} onPageChange={noop} />,
    },
  ],
  donts: [
    {
      caption: 'Don’t show a pager for a single page: it offers nothing to do.',
      example: <Pager page={1} total={4} pageSize={10} onPageChange={noop} />,
    },
  ],
  content: [
    'It reads "Page X of Y"; page numbers show from the small breakpoint; rows-per-page choices are 5, 10 or 25 and show only with more than 5 rows.',
  ],
  a11y: [
    'A navigation named by its label; the current page is marked aria-current="page".',
    'Previous and next are disabled at the ends, not hidden.',
    'Previous, next and the page numbers are at least 44 px on phones.',
  ],
};
