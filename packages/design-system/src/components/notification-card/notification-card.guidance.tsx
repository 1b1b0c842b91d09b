import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { NotificationCard } from './notification-card';

const noop = () => {};
const date = new Date('2026-11-21T10:00:00+05:30');

/** Designer guidance for NotificationCard (shown on its docs page by notification-card.mdx). */
export const guidance: GuidanceProps = {
  use: [
    'In the notifications list: one notification, its date and text (two lines, then Show more); with onOpen, a button that opens what it is about.',
  ],
  avoid: [
    'A message that needs an answer now: use Alert Dialog or Snackbar.',
    'A query the learner sent: use Message List Item.',
  ],
  dos: [
    {
      caption: 'A long text is clamped to two lines with Show more; a reply offers to open its query.',
      example: (
        <NotificationCard
          date={date}
          text="Your teacher replied to your query about fractions. Open it to read the answer and the worked example she attached for question 4."
          openLabel="Open the reply"
          onOpen={noop}
        />
      ),
    },
    {
      caption: 'Hindi text is clamped the same way, at a whole word.',
      example: (
        <NotificationCard
          date={date}
          text="आज शाम 5 बजे विज्ञान की लाइव कक्षा है। समय पर जुड़ें और अपनी नोटबुक साथ रखें, क्योंकि कक्षा में प्रश्नोत्तरी भी होगी।"
        />
      ),
    },
  ],
  donts: [
    {
      caption: 'Don\'t write the open button as a sentence: "Open" plus what opens is enough.',
      example: (
        <NotificationCard
          date={date}
          text="A new live class is on today at 5 PM."
          openLabel="Click this button to see all the live classes"
          onOpen={noop}
        />
      ),
    },
  ],
  content: [
    'Text: plain, kind, student-facing; the first line says what happened ("Your teacher replied…").',
    'Only two lines show at first; put what matters in them. Line breaks in the text are kept.',
    'The date names the card; it is written for you (en-IN, India time). Empty month: "Notification not available.".',
  ],
  a11y: [
    "The date is the card's heading; Show more / Show less is a button with aria-expanded.",
    'The open button is a separate 44 px target after the text.',
  ],
};
