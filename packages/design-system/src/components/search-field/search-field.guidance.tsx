import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { SearchField } from './search-field';

const noop = () => {};

/** Designer guidance for SearchField (shown on its docs page by search-field.mdx). */
export const guidance: GuidanceProps = {
  use: ['To filter a list on screen as the learner types (the quest catalogue: names, case-insensitive).'],
  avoid: ['Entering a value to keep (a name, a code): use Text Field.', 'A few fixed filters: use Chips.'],
  dos: [
    {
      caption:
        'A hidden label that the icon and placeholder make obvious; the clear button once something is typed.',
      example: (
        <SearchField
          label="Search quests"
          hideLabel
          placeholder="Search quests"
          defaultValue="fractions"
          onValueChange={noop}
        />
      ),
    },
  ],
  donts: [
    {
      caption:
        "Don't write instructions in the placeholder: they are cut off on a phone and vanish when typing.",
      example: (
        <SearchField
          label="Search"
          hideLabel
          placeholder="Type the name of a quest, mission or subject here and the list below will update"
          onValueChange={noop}
        />
      ),
    },
  ],
  content: [
    'Placeholder: "Search" plus what is searched, two or three words ("Search quests").',
    'When nothing matches, say so in the list (Empty State), not in the field.',
    'Matching is case-insensitive; learners may type Hindi names, so match the text as typed.',
  ],
  a11y: [
    'A search input named by its (possibly hidden) label; the clear button is named "Clear search".',
    'Escape or the clear button empties it and keeps focus in the box; results update without moving focus.',
  ],
};
