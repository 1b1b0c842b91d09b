import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { Button } from '../button';
import { Card } from '../card';
import { Carousel } from './carousel';

const quests = ['Science Explorer', 'Maths Quest', 'Coding Quest', 'English Quest'];
const slides = quests.map((name) => (
  <div key={name}>
    <Card title={name} subtitle="Class 8 · Science" actions={<Button size="sm">{`Launch ${name}`}</Button>} />
  </div>
));

/** Designer guidance for the Carousel docs page (carousel.mdx, ADR 0131). */
export const guidance: GuidanceProps = {
  use: [
    'For a row of cards of one kind on home (assigned quests, live classes) that the student swipes through, with previous and next buttons.',
  ],
  avoid: [
    'For content every student must see (a notice, a price): put it in the page, not on a slide that may never show.',
    'For a long list to scan or compare: use a Responsive Grid or a list, which shows more at once.',
  ],
  dos: [
    {
      caption: 'Head it with the category and name it the same, so the buttons say what they move.',
      example: (
        <Carousel label="Assigned Quest" heading={<strong>Assigned Quest</strong>} slideWidth="240px">
          {slides}
        </Carousel>
      ),
    },
  ],
  donts: [
    {
      caption: 'Don’t use it for a single card: the buttons and swipe promise more that is not there.',
      example: (
        <Carousel label="Assigned Quest" heading={<strong>Assigned Quest</strong>} slideWidth="240px">
          {slides.slice(0, 1)}
        </Carousel>
      ),
    },
  ],
  content: [
    'Heading: the category, two or three words ("Assigned Quest").',
    'Cards on the slides follow their own rules; keep them the same height so the row does not jump.',
  ],
  a11y: [
    'A region named by its label with the role description "carousel"; each slide is a group named "3 of 30".',
    'Previous and next buttons are named "Previous slide" / "Next slide"; arrow keys move too; focus moving into a slide makes it current.',
    'It never moves by itself; a swipe follows the finger.',
    'Buttons are at least 44 px.',
  ],
};
