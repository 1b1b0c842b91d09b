import type { GuidanceProps } from '../../../../../../stories/docs-kit';
import { QuestSwitchDialog } from './quest-switch-dialog';

const noop = () => {};
const quests = [
  { questId: 101, questName: 'Science Quest' },
  { questId: 102, questName: 'Maths Quest' },
  { questId: 103, questName: 'Coding Quest', note: 'Trial Expired' },
];

/** Designer guidance for the Quest Switch Dialog docs page (quest-switch-dialog.mdx, ADR 0131). */
export const guidance: GuidanceProps = {
  use: [
    'When a student who holds several quests changes which one home shows: a list of their quests, the current one marked.',
  ],
  avoid: [
    'To find or buy a new quest: that is the store’s product list.',
    'For a choice among two or three settings on a page: use a Radio Group.',
  ],
  dos: [
    {
      caption: 'Mark the current quest and add a short note where it helps ("Trial Expired").',
      example: (
        <QuestSwitchDialog inline open quests={quests} currentQuestId={101} onSelect={noop} onClose={noop} />
      ),
    },
    {
      caption: 'While switching, the chosen row shows progress and the others wait.',
      example: (
        <QuestSwitchDialog
          inline
          open
          quests={quests}
          currentQuestId={101}
          switchingQuestId={102}
          onSelect={noop}
          onClose={noop}
        />
      ),
    },
  ],
  donts: [
    {
      caption: 'Don’t use the note for a sentence: it sits under the name and should be two or three words.',
      example: (
        <QuestSwitchDialog
          inline
          open
          quests={quests.map((q) => ({
            ...q,
            note: 'Your trial of this quest has ended, buy it in the store to continue learning',
          }))}
          currentQuestId={101}
          onSelect={noop}
          onClose={noop}
        />
      ),
    },
  ],
  content: [
    'The title and line are fixed: "Switch quest", "Choose the quest to continue with."; the current one reads "Current".',
    'Quest names as the catalogue has them; notes two or three words ("Trial Expired").',
    'Hindi names wrap inside the row; never cut.',
  ],
  a11y: [
    'A dialog named "Switch quest"; the quests are a list named "Your quests", each row a button.',
    'The current quest is marked with aria-current and the word "Current"; choosing it just closes.',
    'While switching, the chosen row is announced busy and the others are locked.',
    'Rows are at least 44 px tall.',
  ],
};
