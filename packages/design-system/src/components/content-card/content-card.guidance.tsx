import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { ContentCard } from './content-card';
import { storyImages } from './story-image';

const noop = () => {};
const column = { width: 160 };

/** Designer guidance for ContentCard (shown on its docs page by content-card.mdx). */
export const guidance: GuidanceProps = {
  use: [
    "For each item of a task's content list (video, PDF, web page, test, activity): picture, name, time and points.",
    'Two to a row on a phone, in a grid on wider screens; the whole card opens the item.',
  ],
  avoid: [
    'An operation of a mission: use Operation Tile.',
    'Something to buy: use Quest Card or Product Card.',
    'A card with more than one action: use Card with actions.',
  ],
  dos: [
    {
      caption: 'An opened item shows its check mark; a locked one its lock (and says why when pressed).',
      example: (
        <div style={{ display: 'flex', gap: 8 }}>
          <div style={column}>
            <ContentCard
              name="Parts of a whole"
              contentType="video"
              imageUrl={storyImages.watch}
              durationSeconds={420}
              points={20}
              completed
              onOpen={noop}
            />
          </div>
          <div style={column}>
            <ContentCard
              name="Fractions worksheet"
              contentType="pdf"
              durationSeconds={900}
              points={10}
              locked
              onLockedOpen={noop}
            />
          </div>
        </div>
      ),
    },
    {
      caption: 'A Hindi name wraps to two lines and then ends in "…" at a whole word.',
      example: (
        <div style={column} lang="hi">
          <ContentCard
            name="भिन्न: पूरे के हिस्से, उनकी तुलना कैसे करें और उन्हें कैसे जोड़ें"
            contentType="video"
            imageUrl={storyImages.think}
            durationSeconds={420}
            points={20}
            onOpen={noop}
          />
        </div>
      ),
    },
  ],
  donts: [
    {
      caption: "Don't put the kind, time or points into the name: the card shows them already.",
      example: (
        <div style={column}>
          <ContentCard
            name="VIDEO: Parts of a whole (7 min, 20 points)"
            contentType="video"
            imageUrl={storyImages.watch}
            durationSeconds={420}
            points={20}
            onOpen={noop}
          />
        </div>
      ),
    },
    {
      caption:
        "Don't squeeze a card below 121 px (two to a row on a 320 px phone): the picture shrinks to a stamp and the name is cut after two words.",
      example: (
        <div style={{ width: 96 }}>
          <ContentCard
            name="Comparing fractions with unlike denominators"
            contentType="video"
            imageUrl={storyImages.watch}
            durationSeconds={420}
            points={20}
            onOpen={noop}
          />
        </div>
      ),
    },
  ],
  content: [
    'Name: the content\'s display name, about 30 Latin characters fit on two lines of a 121 px phone card; more is clamped with "…".',
    'Hindi runs 20–30 % longer: expect the clamp sooner; the full name is still the tooltip and the accessible name.',
    'Time is written mm:ss (hh:mm:ss from an hour); points as "20 Points". Do not add units in the name.',
  ],
  a11y: [
    'The whole card is one button named by the content; its time and points are its description.',
    'Completed and locked are announced in words, not only by the icon; a locked card stays focusable.',
    'The target is at least 44 px tall; Enter and Space open it.',
  ],
};
