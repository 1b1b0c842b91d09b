import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { BottomNav } from './bottom-nav';

const hrefs = {
  home: '/home',
  progress: '/home/dashboard',
  live: '/home/connect',
  queryBox: '/home/querybox',
  profile: '/home/profile',
};

/** Designer guidance for the Bottom Nav docs page (bottom-nav.mdx, ADR 0131). */
export const guidance: GuidanceProps = {
  use: [
    'On phones, at the bottom of the main pages: Home, Progress, Live classes, Profile (and QueryBox inside the Android app), the current one marked.',
    'On desktop, the same destinations as one inline row in the Top Bar.',
  ],
  avoid: [
    'For switching views inside one page: use Tabs.',
    'On pages reached from another page (a viewer, a test): use the Back Header; a running test shows no bottom bar.',
  ],
  dos: [
    {
      caption: 'Mark the page being shown; keep the destinations in the same order everywhere.',
      example: <BottomNav label="Main" hrefs={hrefs} current="progress" />,
    },
    {
      caption: 'On desktop, use the inline layout inside the Top Bar.',
      example: <BottomNav label="Main, inline" hrefs={hrefs} current="home" layout="inline" />,
    },
  ],
  donts: [
    {
      caption: 'Don’t leave no item marked: the student loses where they are.',
      example: <BottomNav label="Main, nothing current" hrefs={hrefs} />,
    },
  ],
  content: [
    'Labels are fixed and short: Home, Progress, Live classes, QueryBox, Profile; five items fit at 320 px.',
    'In Hindi the labels must stay on one line under their icon; check the longest at 320 px.',
  ],
  a11y: [
    'A navigation landmark named "Main"; each item is a link; the current one is marked aria-current="page".',
    'Icons are decorative; the label names each link; the current item is also shown in bold, not by colour alone.',
    'Items are at least 44 px tall; Ctrl/⌘-click opens a new tab like any link.',
  ],
};
