import { expect, test, type Page } from './support/csp';
import { DEMO_PASSWORD, registerFreshUser } from './support/fresh-user';
import { sessionGet } from './support/session-api';
import { demoUsers, signIn } from './support/sign-in';
import { ONCE } from './support/once';

/**
 * The profile (/home/profile) against the reference server: details saved through UpdateProfile survive a reload
 * and match GetProfile; a picked file that is not an image is refused before any upload; an image uploads and
 * becomes the avatar; sharing with a friend is saved on the server; Logout keeps the app type and app id.
 * Journeys that change a student use a fresh one (prefix 87), so reruns and the other project never collide.
 */

/** The Android wrapper's landing address: the app type and app id must survive the logout. */
const landing = '/?AppType=android&AppId=7';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Signs a fresh student in from `from` (a new student lands on /products) and opens the profile. */
async function openProfileAs(page: Page, userName: string, from = '/') {
  await page.goto(from);
  await page.getByLabel(/Username/).fill(userName);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL((url) => url.pathname !== '/');
  await page.goto('/home/profile');
  await expect(page.getByRole('heading', { level: 1, name: /^Hi, / })).toBeVisible();
}

test(
  'profile details are saved: the reload and GetProfile show them',
  ONCE,
  async ({ page, request }, info) => {
    const userName = await registerFreshUser(request, info, '87', 'Profile');
    await openProfileAs(page, userName);

    await page.getByRole('button', { name: 'Edit details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit details' });
    await dialog.getByLabel(/^Name/).fill('');
    await dialog.getByLabel(/^Email ID/).fill('not-an-address');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Email ID is not valid')).toBeVisible();

    const email = `profile.${userName}@quest.example`;
    await dialog.getByLabel(/^Name/).fill('Ishita');
    await dialog.getByLabel(/^Email ID/).fill(email);
    await dialog.getByLabel(/^Your City/).fill('Pune');
    await dialog.getByLabel(/^Pincode/).fill('411001');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Hi, Ishita' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Hi, Ishita' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    const profile = await sessionGet<Record<string, unknown>>(page, '/QuestUser/GetProfile');
    expect(profile).toMatchObject({
      firstName: 'Ishita',
      emailId: email,
      cityName: 'Pune',
      pincode: '411001',
    });
  },
);

test('a file that is not an image is refused and nothing is uploaded; an image becomes the avatar', async ({
  page,
  request,
}, info) => {
  const userName = await registerFreshUser(request, info, '87', 'Avatar');
  await openProfileAs(page, userName);
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/QuestUser/UploadProfilePic')) uploads.push(r.url());
  });
  const picker = page.getByLabel('Change profile picture');

  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert')).toHaveText('Please choose an image file.');
  // A moment for any request the pick might have started.
  await page.waitForLoadState('networkidle');
  expect(uploads).toEqual([]);

  const uploaded = page.waitForResponse((r) => r.url().includes('/QuestUser/UploadProfilePic'));
  await picker.setInputFiles({ name: 'my-holiday-picture-at-goa.png', mimeType: 'image/png', buffer: PNG });
  expect((await uploaded).ok()).toBe(true);
  const user = await sessionGet<{ profilePic: string | null }>(page, '/QuestUser/GetCurrentUser');
  expect(user.profilePic).toBeTruthy();
  // The name went up shortened to 20 characters (the server keeps at most that of it).
  expect(user.profilePic).toContain('my-holiday-pict');
  await expect(page.locator(`main img[src="${user.profilePic}"]`).first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('sharing with a friend is saved on the server, then put back', ONCE, async ({ page }, info) => {
  // Aarav's friends (seed: community); each project switches its own friend, so the two never collide.
  const friend =
    info.project.name === 'phone'
      ? { userId: 4007, name: 'Reyansh Joshi' }
      : { userId: 4018, name: 'Aarohi Rao' };
  await signIn(page, demoUsers.aarav);
  const me = await sessionGet<{
    userId: number;
    lastQuestAccessed: number | null;
    userQuestList: { questId: number }[];
  }>(page, '/QuestUser/GetCurrentUser');
  const questId = me.lastQuestAccessed ?? me.userQuestList[0]!.questId;
  const sharedWith = async () => {
    const data = await sessionGet<{ friendsList: { userId: number; isShared: boolean }[] }>(
      page,
      `/QuestUser/GetSharedData?UserId=${me.userId}&QuestId=${questId}`,
    );
    return data.friendsList.find((f) => f.userId === friend.userId)?.isShared;
  };
  const before = await sharedWith();
  expect(before).toBeDefined();

  await page.goto('/home/profile');
  const toggleAndShare = async (expected: boolean) => {
    await page.getByRole('button', { name: 'Share with friends' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share with friends' });
    const toggle = dialog.getByRole('switch', { name: `Share with ${friend.name}` });
    await expect(toggle).toHaveAttribute('aria-checked', String(!expected));
    await toggle.click();
    await dialog.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Sharing Successful.')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await sharedWith()).toBe(expected);
  };

  await toggleAndShare(!before);
  await page.reload();
  await toggleAndShare(Boolean(before));
});

test('Logout from the profile returns to / keeping the app type and app id', async ({
  page,
  request,
}, info) => {
  const userName = await registerFreshUser(request, info, '87', 'Logout');
  await openProfileAs(page, userName, landing);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/' &&
      url.searchParams.get('AppType') === 'android' &&
      url.searchParams.get('AppId') === '7',
  );
  expect(page.url()).not.toContain(userName);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await expect(page.getByRole('heading', { level: 1, name: 'Log In to Your Quest Account!' })).toBeVisible();
});
