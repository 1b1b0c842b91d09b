import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { OperationTile } from './operation-tile';
import { storyImages } from '../content-card/story-image';

const noop = () => {};
const row = { display: 'grid', gridTemplateColumns: 'repeat(2, 140px)', gap: 8 };

/** Designer guidance for OperationTile (shown on its docs page by operation-tile.mdx). */
export const guidance: GuidanceProps = {
  use: [
    'On the missions and schedules screen: one operation of a mission, picture and name; the whole tile opens its topics.',
  ],
  avoid: [
    'A content item with time and points: use Content Card.',
    'A session with a date and Join: use Session Card.',
  ],
  dos: [
    {
      caption: 'Two tiles to a row on a phone; a missing picture falls back to the default tile.',
      example: (
        <div style={row}>
          <OperationTile name="Fractions" imageUrl={storyImages.think} onOpen={noop} />
          <OperationTile name="दशमलव" onOpen={noop} />
        </div>
      ),
    },
  ],
  donts: [
    {
      caption:
        "Don't give a tile a sentence for a name: it is clamped after two lines and the rest is lost on screen.",
      example: (
        <div style={row}>
          <OperationTile
            name="In this operation you will learn to add, subtract and compare fractions with unlike denominators"
            onOpen={noop}
          />
        </div>
      ),
    },
  ],
  content: [
    "Name: the operation's display name, about 24 Latin characters for two lines of a phone tile; Hindi fewer.",
  ],
  a11y: [
    'The whole tile is one button named by the full operation name (even when clamped); Enter and Space open it.',
    'The picture is decorative; the target is well over 44 px.',
  ],
};
