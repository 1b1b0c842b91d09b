import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { LastViewedCard } from './last-viewed-card';
import { storyImages } from '../content-card/story-image';

const noop = () => {};
const viewedOn = new Date('2026-11-21T10:00:00+05:30');

/** Designer guidance for LastViewedCard (shown on its docs page by last-viewed-card.mdx). */
export const guidance: GuidanceProps = {
  use: ['Once, at the top of a catalogue (quests or products), for the quest the learner opened last.'],
  avoid: [
    'Other quests of the catalogue: use Quest Card in a carousel.',
    'More than one "recent" item: this card is for the single last one.',
  ],
  dos: [
    {
      caption: 'The name, "Viewed on date: …" in India time, and Launch.',
      example: (
        <LastViewedCard
          name="Class 8 Science"
          viewedOn={viewedOn}
          imageUrl={storyImages.quest}
          onLaunch={noop}
        />
      ),
    },
  ],
  donts: [
    {
      caption: "Don't rename Launch to a sentence: it squeezes the name on a phone.",
      example: (
        <LastViewedCard
          name="Class 8 Science"
          viewedOn={viewedOn}
          launchLabel="Continue where you left off"
          onLaunch={noop}
        />
      ),
    },
  ],
  content: [
    "Name: the quest's name; clamped to 2 lines (about 50 Latin characters at 320 px, fewer in Hindi).",
    'The date is written for you as "21 Nov 2026" (en-IN, India time). Button: "Launch".',
  ],
  a11y: [
    'The name is a heading; Launch follows it in reading order (one quest per card, so "Launch" is never ambiguous) and is at least 44 px tall.',
    'While launching it spins, is aria-busy and ignores presses.',
  ],
};
