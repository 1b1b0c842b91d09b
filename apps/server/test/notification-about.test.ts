import { getNotification } from '@quest/api';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seeders } from '../src/seed/index.ts';
import { demo } from '../src/seed/ids.ts';
import { linkNotifications } from '../src/seed/notification-about.ts';
import { createHarness, type Harness } from './support/harness.ts';

/*
 * GetNotification says what a notification is about (ADR 0116, migration 0097): a reply names its query (the
 * thread the app opens), a class notice names the live classes; others say nothing.
 */

let h: Harness;
let student: number;
let query: number;

beforeAll(async () => {
  h = await createHarness();
  student = await h.createUser({ firstName: 'Aarav' });
  const [row] = await h.db.query<{ id: number }>(
    `insert into community_messages (subject, message_body, created_by, created_by_name, created_on)
     values ('Doubt in fractions', '<p>How?</p>', $1, 'Aarav', '2025-03-09T05:00:00Z') returning id`,
    [student],
  );
  query = row!.id;
  await h.db.query(
    `insert into community_notifications (user_id, message_text, modified_on, about_kind, about_message_id) values
       ($1, 'Your query has a reply.', '2025-03-10T05:00:00Z', 'queryReply', $2),
       (null, 'Live classes move to 4:00 PM.', '2025-03-11T05:00:00Z', 'liveClasses', null),
       (null, 'New practice tests.', '2025-03-12T05:00:00Z', null, null)`,
    [student, query],
  );
  await h.signInAs(student);
});
afterAll(() => h.close());

const march = async () =>
  (await getNotification(h.client, { query: { UserId: student, Month: 3, Year: 2025 } })).notificationList;

describe('what a notification is about', () => {
  test('Scenario: a reply names its query, a class notice the live classes, others nothing', async () => {
    h.clock.set(new Date('2025-03-14T06:30:00Z'));
    expect(await march()).toEqual([
      { modifiedOn: '2025-03-12 10:30:00', messageText: 'New practice tests.' },
      {
        modifiedOn: '2025-03-11 10:30:00',
        messageText: 'Live classes move to 4:00 PM.',
        about: { kind: 'liveClasses' },
      },
      {
        modifiedOn: '2025-03-10 10:30:00',
        messageText: 'Your query has a reply.',
        about: { kind: 'queryReply', messageId: query },
      },
    ]);
    h.clock.reset();
  });

  test('Scenario: a reply whose query was deleted is about nothing; an unknown kind cannot be stored', async () => {
    h.clock.set(new Date('2025-03-14T06:30:00Z'));
    await h.db.query('delete from community_messages where id = $1', [query]);
    const reply = (await march()).find((n) => n.messageText === 'Your query has a reply.');
    expect(reply).toEqual({ modifiedOn: '2025-03-10 10:30:00', messageText: 'Your query has a reply.' });
    await expect(
      h.db.query(
        `insert into community_notifications (user_id, message_text, modified_on, about_kind)
         values (null, 'x', now(), 'somewhere')`,
      ),
    ).rejects.toThrow();
    h.clock.reset();
  });
});

describe('the demo notices', () => {
  test('Scenario: every reply notice opens the query it quotes, every class notice the live classes', async () => {
    const seeded = await createHarness();
    try {
      for (const seeder of seeders) await seeder.run(seeded.db, seeded.deps);
      const rows = await seeded.db.query<{
        userId: number | null;
        text: string;
        kind: string | null;
        messageId: number | null;
        subject: string | null;
        author: number | null;
      }>(
        `select n.user_id as "userId", n.message_text as text, n.about_kind as kind,
                n.about_message_id as "messageId", q.subject, q.created_by as author
           from community_notifications n left join community_messages q on q.id = n.about_message_id`,
      );
      const replies = rows.filter((r) => /^Your query "/.test(r.text));
      expect(replies.length).toBeGreaterThan(0);
      for (const reply of replies) {
        expect(reply.kind, reply.text).toBe('queryReply');
        expect(reply.text).toContain(`"${reply.subject}"`);
        expect(reply.author).toBe(demo.users.student.id);
        expect(reply.userId).toBe(demo.users.student.id);
      }
      const classes = rows.filter((r) => /\blive class(es)?\b/i.test(r.text));
      expect(classes.length).toBeGreaterThan(0);
      for (const notice of classes) expect(notice.kind, notice.text).toBe('liveClasses');
      // Nothing else is about anything.
      expect(rows.filter((r) => r.kind !== null)).toHaveLength(replies.length + classes.length);
      // Tagging again changes nothing.
      expect(await linkNotifications(seeded.db)).toEqual({ liveClasses: 0 });
    } finally {
      await seeded.close();
    }
  }, 120_000);
});
