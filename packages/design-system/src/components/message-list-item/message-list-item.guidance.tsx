import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { MessageListItem } from './message-list-item';

const noop = () => {};
const date = new Date('2026-11-21T10:00:00+05:30');
const list = { listStyle: 'none', margin: 0, padding: 0 };

/** Designer guidance for MessageListItem (shown on its docs page by message-list-item.mdx). */
export const guidance: GuidanceProps = {
  use: [
    'In the query box: one query the learner sent, with date, mission, reply count and an unread mark; the whole item opens the thread.',
  ],
  avoid: ['The thread itself: use Message Thread.', 'A notification from the app: use Notification Card.'],
  dos: [
    {
      caption: 'A subject that says what the question is about; unread replies marked in text and weight.',
      example: (
        <ul style={list}>
          <li>
            <MessageListItem
              subject="Doubt in fractions worksheet, question 4"
              date={date}
              missionName="Fractions"
              replyCount={2}
              unread
              onOpen={noop}
            />
          </li>
        </ul>
      ),
    },
  ],
  donts: [
    {
      caption: "Don't show the whole question as the subject: it is clamped to two lines and says little.",
      example: (
        <ul style={list}>
          <li>
            <MessageListItem
              subject="Sir in question number 4 of the worksheet I did not understand why we have to take the LCM before adding the two fractions because in class we did it another way"
              date={date}
              missionName="Fractions"
              replyCount={0}
              onOpen={noop}
            />
          </li>
        </ul>
      ),
    },
  ],
  content: [
    "Subject: the learner's own, clamped to 2 lines (about 70 Latin characters at 320 px, fewer in Hindi).",
    'The date is written for you (en-IN, India time); replies as "2 replies".',
    "Empty list: the spec's generic empty text.",
  ],
  a11y: [
    'The whole item is one button named by the subject; date, mission and replies are its description.',
    '"Unread" is read before the subject, not shown by colour alone.',
    'Tab reaches each item; Enter and Space open it; the target is at least 44 px.',
  ],
};
