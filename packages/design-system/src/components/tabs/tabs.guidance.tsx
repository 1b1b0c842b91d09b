import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { Tabs } from './tabs';

const items = [
  { value: 'ongoing', label: 'Ongoing', content: <p>2 tests are open now.</p> },
  { value: 'upcoming', label: 'Upcoming', content: <p>1 test starts on Monday.</p> },
  { value: 'past', label: 'Past', content: <p>5 tests finished.</p> },
];

/** Designer guidance for the Tabs docs page (tabs.mdx, ADR 0131). */
export const guidance: GuidanceProps = {
  use: [
    'To switch between a few views of the same thing on one page: Ongoing, Upcoming and Past tests; the student sees one at a time.',
  ],
  avoid: [
    'To go to another page of the app: use the Bottom Nav or a link.',
    'For a choice that changes data (a setting, an answer): use a Radio Group.',
    'For more than about four views on a phone: use a Select or split the page.',
  ],
  dos: [
    {
      caption: 'Two to four short labels of one word each; fill the width on phones.',
      example: <Tabs label="Online tests" items={items} fullWidth />,
    },
  ],
  donts: [
    {
      caption: 'Don’t write sentences on tabs: they wrap and the row no longer reads as tabs.',
      example: (
        <div style={{ maxWidth: 320 }}>
          <Tabs
            label="Online tests, long labels"
            items={items.map((item) => ({ ...item, label: `Tests that are ${item.value} for you` }))}
            fullWidth
          />
        </div>
      ),
    },
  ],
  content: [
    'Labels: one word, about 10 characters at most (three full-width tabs at 320 px get about 100 px each); Hindi labels run longer: check them at 320 px.',
    'Same capitalisation for every tab ("Ongoing", "Upcoming", "Past").',
  ],
  a11y: [
    'A tablist named by its label; each tab is a tab with aria-selected; the panel is named by its tab.',
    'Arrow keys move between tabs (wrapping), Home and End go to the first and last; Tab moves into the panel.',
    'The selected tab is shown by an underline and weight, not colour alone; tabs are at least 44 px tall.',
  ],
};
