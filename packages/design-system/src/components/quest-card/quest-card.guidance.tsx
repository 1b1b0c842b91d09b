import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { QuestCard } from './quest-card';
import { storyImages } from '../content-card/story-image';

const noop = () => {};
const column = { width: 220 };

/** Designer guidance for QuestCard (shown on its docs page by quest-card.mdx). */
export const guidance: GuidanceProps = {
  use: [
    'In the quest catalogue carousels: cover, tag, name, price, Details and the actions the rules give (Launch, "7-Day Trial", Buy, I am interested).',
  ],
  avoid: [
    'The quest the learner opened last: use Last Viewed Card at the top.',
    'A product with a discount price: use Product Card.',
  ],
  dos: [
    {
      caption: 'A quest not yet tried: the trial, then Buy as the main action.',
      example: (
        <div style={column}>
          <QuestCard
            name="Fractions Quest"
            imageUrl={storyImages.quest}
            price={499}
            tagLabel="Popular"
            onDetails={noop}
            actions={[
              { label: '7-Day Trial', trialDays: 7, onClick: noop, variant: 'secondary' },
              { label: 'Buy', onClick: noop },
            ]}
          />
        </div>
      ),
    },
    {
      caption: 'A Hindi name is clamped at two lines; one Launch for a quest the learner has.',
      example: (
        <div style={column} lang="hi">
          <QuestCard
            name="भिन्न की खोज: पूरे के हिस्सों की रोमांचक यात्रा"
            price={0}
            actions={[{ label: 'Launch', onClick: noop }]}
          />
        </div>
      ),
    },
  ],
  donts: [
    {
      caption: "Don't write a long tag: it covers the cover picture and wraps.",
      example: (
        <div style={column}>
          <QuestCard
            name="Fractions Quest"
            imageUrl={storyImages.quest}
            price={499}
            tagLabel="Most popular quest this month in your school"
            actions={[{ label: 'Buy', onClick: noop }]}
          />
        </div>
      ),
    },
  ],
  content: [
    'Name: 2 lines at most (about 30 Latin characters in a phone column); Hindi runs 20–30 % longer.',
    'Tag: one or two words. Trial label names its days: "7-Day Trial".',
    'Price: whole rupees, "₹499"; leave it out when the rules hide it (free or assigned quests).',
  ],
  a11y: [
    'The name is a heading; each action and Details is described by it.',
    'A launching button spins and is aria-busy; targets at least 44 px.',
  ],
};
