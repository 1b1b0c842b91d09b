import { expect, test, type APIRequestContext } from './support/csp';
import { DEMO_PASSWORD, registerFreshUser } from './support/fresh-user';
import { signIn } from './support/sign-in';

/**
 * The national coding competition on the home dashboard (ADR 0048, 0049) against the reference server. The
 * journey registers its own student and starts a trial of the Grade 6 product (its quest has the GO_CODERZ mission), so it
 * is eligible and not registered, and no demo student's standing changes for the specs running beside it.
 */

/** The Grade 6 Explorer product (7-day trial) holds the Grade 6 quest (seed/store-ids.ts). */
const GRADE6_PRODUCT = 201;

/** Starts a trial of the Grade 6 product (its quest) for the student, through the API with their own session. */
async function startGrade6Trial(request: APIRequestContext, username: string) {
  const basic = Buffer.from(`${username}:${DEMO_PASSWORD}`).toString('base64');
  const signedIn = await request.post('/QuestUser/AuthenticateUser', {
    headers: { Authorization: `Basic ${basic}` },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const { token } = (await signedIn.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const me = await request.get('/QuestUser/GetCurrentUser', { headers });
  const { userId } = (await me.json()) as { userId: number };
  const trial = await request.get(
    `/QuestUser/AssignTrialProduct?UserId=${userId}&ProductId=${GRADE6_PRODUCT}`,
    {
      headers,
    },
  );
  expect(trial.ok(), await trial.text()).toBe(true);
}

test('an eligible student joins the competition, then uploads the project from the special mission’s modal', async ({
  page,
  request,
}, info) => {
  const username = await registerFreshUser(request, info, '92', 'Coder');
  await startGrade6Trial(request, username);
  await signIn(page, username);

  // 1. The prompt: Confirm records the registration, then the thank-you; Ok closes it.
  const prompt = page.getByRole('dialog', { name: 'National Coding Competition' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Confirm' }).click();
  const thanks = page.getByRole('dialog', { name: 'Thank you!' });
  await expect(thanks).toBeVisible();
  await expect(thanks.getByRole('button', { name: 'Ok' })).toBeFocused();
  await thanks.getByRole('button', { name: 'Ok' }).click();
  await expect(thanks).toBeHidden();
  // One competition dialog per visit: the special mission's modal does not follow now.
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // 2. A new visit: the prompt does not come back; the registered student gets the special mission's modal.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Grade 6/ })).toBeVisible();
  const mission = page.getByRole('dialog', { name: 'Go Coderz' });
  await expect(mission).toBeVisible();
  await expect(prompt).toHaveCount(0);
  await expect(
    mission.getByText('You are registered. Upload your project to enter the competition.'),
  ).toBeVisible();
  await expect(mission.getByRole('link', { name: /Build a Maze Game/ })).toBeVisible();

  // 3. Upload a small file: it goes up as files.zip; "Uploaded successfully"; the entry is now submitted.
  await mission.locator('input[type="file"]').setInputFiles({
    name: 'maze.py',
    mimeType: 'text/x-python',
    buffer: Buffer.from('print("maze")\n'),
  });
  await mission.getByRole('button', { name: 'Upload' }).click();
  await expect(mission.getByText('Uploaded successfully')).toBeVisible();
  await expect(
    mission.getByText('Your project has been received. Uploading again sends a new version.'),
  ).toBeVisible();
  await mission.getByRole('button', { name: 'Not now' }).click();
  await expect(mission).toBeHidden();

  // 4. Submitted: no competition dialog on the next visit.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Grade 6/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Go Coderz/ })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
