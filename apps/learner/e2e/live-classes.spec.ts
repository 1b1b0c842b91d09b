import { expect, test, type APIRequestContext, type Page } from './support/csp';
import { DEMO_PASSWORD } from './support/fresh-user';
import { demoUsers, signIn } from './support/sign-in';

/**
 * Live classes against the reference server's test clock (POST /__test/clock) and the page clock. The clock is
 * server-wide, so this file runs in the `clock` project after every other journey, its tests one after another,
 * and every test puts the clock back. Today's classes are seeded relative to the day (ADR 0038): their times are
 * read through the API, then both clocks are set 3 minutes before the Coding class.
 */
test.describe.configure({ mode: 'serial' });

const viewports = {
  phone: { width: 360, height: 800 },
  desktop: { width: 1280, height: 800 },
} as const;

const THREE_MINUTES_MS = 3 * 60 * 1000;

async function moveClock(page: Page, move: { set: string } | { reset: true }) {
  const response = await page.request.post('/__test/clock', { data: move });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Today's classes of the demo student, read through the API (sign-in with basic credentials, then the bearer). */
async function todaysClasses(request: APIRequestContext) {
  const basic = Buffer.from(`${demoUsers.aarav}:${DEMO_PASSWORD}`).toString('base64');
  const auth = await request.post('/QuestUser/AuthenticateUser', {
    headers: { Authorization: `Basic ${basic}`, AppId: '1' },
  });
  expect(auth.ok(), await auth.text()).toBe(true);
  const { token } = (await auth.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}`, AppId: '1' };
  const user = (await (await request.get('/QuestUser/GetCurrentUser', { headers })).json()) as {
    userId: number;
  };
  const response = await request.get(`/QuestSchedule/GetCurrentUserSchedules?UserId=${user.userId}`, {
    headers,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { scheduleName: string; startTime: string }[];
}

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`live classes (${name})`, () => {
    test.use({ viewport });
    test.afterEach(async ({ page }) => moveClock(page, { reset: true }));

    test('3 minutes before a class: it shows Join, a class in an hour Upcoming, one that ended View recording', async ({
      page,
    }) => {
      const classes = await todaysClasses(page.request);
      const coding = classes.find((c) => c.scheduleName === 'Loops and Patterns in Block Coding');
      expect(coding, 'the seed has a Coding class today').toBeDefined();
      const now = new Date(Date.parse(coding!.startTime) - THREE_MINUTES_MS);
      await moveClock(page, { set: now.toISOString() });
      await page.clock.install({ time: now });

      await signIn(page, demoUsers.aarav);
      await page.goto('/home/connect');
      await expect(page.getByRole('heading', { level: 1, name: 'Live classes' })).toBeVisible();

      const card = (scheduleName: string) => page.getByRole('article', { name: scheduleName });
      await expect(
        card('Loops and Patterns in Block Coding').getByRole('button', { name: 'Join' }),
      ).toBeVisible();
      await expect(card('Loops and Patterns in Block Coding')).toContainText('45 min');
      await expect(
        card('Separation of Substances').getByRole('button', { name: 'Upcoming' }),
      ).toHaveAttribute('aria-disabled', 'true');
      await expect(
        card('Reading Comprehension: The Friendly Mongoose').getByRole('button', { name: 'View recording' }),
      ).toBeVisible();

      // Join opens the web link in a new tab (the meeting site is stood in for: no network here).
      await page
        .context()
        .route('https://meet.example.com/**', (route) =>
          route.fulfill({ contentType: 'text/html', body: '<title>Meeting</title>' }),
        );
      const popup = page.waitForEvent('popup');
      await card('Loops and Patterns in Block Coding').getByRole('button', { name: 'Join' }).click();
      const meeting = await popup;
      await meeting.waitForLoadState();
      expect(meeting.url()).toBe('https://meet.example.com/quest/g6-coding-loops');
    });
  });
}
