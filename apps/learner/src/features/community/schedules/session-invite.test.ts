import { describe, expect, test } from 'vitest';
import { sessionInvite } from './session-invite';

const session = {
  scheduleName: 'Session 3: Electromagnets at Home',
  // 17:00 in India
  startTime: '2026-11-23T17:00:00+05:30',
  joinLink: 'https://meet.example.com/quest/lab-electromagnets-3',
};

describe('sessionInvite', () => {
  test('an upcoming or live session: its name, mission, weekday, date and time in India, and the join link', () => {
    const invite = sessionInvite(session, 'Science Lab', 'upcoming');
    expect(invite.title).toBe('Science Lab');
    expect(invite.text).toBe(
      'Join me at the live session "Session 3: Electromagnets at Home" (Science Lab) on Monday, 23 Nov 2026 at 5:00 PM IST.',
    );
    expect(invite.url).toBe(session.joinLink);
    expect(sessionInvite(session, 'Science Lab', 'join').text).toContain('Join me at the live session');
  });

  test('a session that is over invites to its recording', () => {
    expect(sessionInvite(session, 'Science Lab', 'recording').text).toBe(
      'Watch the recording of "Session 3: Electromagnets at Home" (Science Lab) on Quest.',
    );
  });

  test('no link: the invite carries no address', () => {
    expect(sessionInvite({ ...session, joinLink: '' }, 'Science Lab', 'upcoming').url).toBeUndefined();
  });
});
