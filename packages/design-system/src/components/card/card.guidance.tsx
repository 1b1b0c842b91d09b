import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { Button } from '../button';
import { Card } from './card';

const noop = () => {};

/** Designer guidance for Card (shown on its docs page by card.mdx). */
export const guidance: GuidanceProps = {
  use: [
    'To group one thing on a surface: an optional picture, a heading, a short body and at most two actions.',
    'When the whole card should open one place: give it href (a link) or onClick (a button); its title names it.',
  ],
  avoid: [
    'A quest, product or plan in the catalogue: use Quest Card, Product Card or Plan Card (price, tag and Buy are built in).',
    'An item of a content list: use Content Card; a dashboard panel with loading and failed states: use Dashboard Card.',
    'A row in a long list (leaderboard, friends): use Leaderboard Row or Friend Row, which are lighter.',
  ],
  dos: [
    {
      caption: 'One heading, a short line under it and one main action.',
      example: (
        <Card
          title="Light and shadows"
          subtitle="12 min · 20 Points"
          actions={<Button variant="primary">Start</Button>}
        >
          Why the Sun makes shadows long in the evening.
        </Card>
      ),
    },
    {
      caption: 'A long Hindi title is clamped to two lines; the whole card is one target.',
      example: (
        <Card
          title="प्रकाश और छाया: छाया कैसे बनती है और शाम को लंबी क्यों हो जाती है"
          subtitle="12 मिनट · 20 Points"
          titleLines={2}
          onClick={noop}
        />
      ),
    },
  ],
  donts: [
    {
      caption: "Don't stack several main actions: the learner cannot tell which one matters.",
      example: (
        <Card
          title="Light and shadows"
          actions={
            <>
              <Button variant="primary">Start</Button>
              <Button variant="primary">Share</Button>
              <Button variant="primary">Save</Button>
            </>
          }
        />
      ),
    },
    {
      caption:
        "Don't put a page of text in a card: keep the body to two or three lines and link to the rest.",
      example: (
        <Card title="Light and shadows">
          Light travels in straight lines. When an opaque object blocks it, a shadow forms behind the object.
          The shadow is longest when the light source is low, which is why shadows grow in the evening, and
          shortest at noon, when the Sun is high. The shape of the shadow follows the outline of the object.
        </Card>
      ),
    },
  ],
  content: [
    'Title: the thing itself, 2 lines at most at 320 px (about 40 Latin characters a line in a full-width card).',
    'Subtitle: facts in a short line ("12 min · 20 Points"); no sentences.',
    'Hindi runs 20–30 % longer: keep the clamp at 2 lines and let it end with "…" at a word; never cut mid-akshara by hand.',
    'Action labels are verbs of one or two words ("Start", "View recording").',
  ],
  a11y: [
    'The title is a heading (level set by headingLevel to fit the page outline: h3 under a section h2).',
    'An interactive card is one button or link named by its title; actions inside stay separate targets after it in Tab order.',
    'Actions are at least 44 px tall; focus shows a visible ring around the whole card.',
  ],
};
