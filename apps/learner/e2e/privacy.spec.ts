import { expect, test, type BrowserContext, type Page, type TestInfo } from './support/csp';
import { ONCE } from './support/once';

/**
 * The password never leaves the password fields except in the auth calls (CONTRIBUTING.md "Non-negotiables",
 * ADR 0011). Inside a fake Android wrapper, a new student signs up, signs in again with Remember Me, resets the
 * password through Forgot Password, changes it on the profile (Change Password) and logs out there, then signs
 * in with the newest one, while every place a web page can keep or leak a value is spied on:
 * Web Storage writes, document.cookie writes, IndexedDB opens and writes, history.pushState / replaceState (URL
 * and state), every request URL, every non-auth request's headers and body, the console, and the host's calls.
 * Only the host's rememberMe may receive the password (it keeps it in the device's own secure store).
 */

const demoOtp = process.env.QUEST_DEMO_OTP ?? '123456';
const landing = '/?AppType=android&AppId=7';

/** The host methods of the native bridge (apps/learner/src/platform/native-bridge.ts BRIDGE_METHODS). */
const androidMethods = [
  'logEvent',
  'logStandardEvent',
  'rememberMe',
  'setWebViewZoom',
  'setDeviceOrientation',
  'openUrl',
  'share',
  'logout',
  'downloadFile',
  'questLaunch',
];

/** One observation of the spies: where (kind) and what (detail, as text). */
interface Sighting {
  kind: string;
  detail: string;
}

/**
 * Runs before any page script: wraps every write API and reports each call through the `__privacyRecord`
 * binding (buffered until the binding exists). Also installs the fake Android host.
 */
function installSpies(methods: string[]) {
  const w = window as unknown as {
    __privacyRecord?: (kind: string, detail: string) => void;
    Android?: Record<string, (...args: unknown[]) => void>;
  };
  const buffer: [string, string][] = [];
  const text = (value: unknown) => {
    try {
      return typeof value === 'string' ? value : JSON.stringify(value);
    } catch {
      return String(value);
    }
  };
  const record = (kind: string, detail: unknown) => {
    buffer.push([kind, text(detail)]);
    if (typeof w.__privacyRecord === 'function') {
      for (const [k, d] of buffer.splice(0)) void w.__privacyRecord(k, d);
    }
  };

  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key: string, value: string) {
    const area = this === window.sessionStorage ? 'sessionStorage' : 'localStorage';
    record(area, `${key}=${value}`);
    return setItem.call(this, key, value);
  };

  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  Object.defineProperty(Document.prototype, 'cookie', {
    configurable: true,
    get() {
      return cookie.get!.call(this);
    },
    set(value: string) {
      record('cookie', value);
      cookie.set!.call(this, value);
    },
  });

  const open = IDBFactory.prototype.open;
  IDBFactory.prototype.open = function (name: string, version?: number) {
    record('indexedDB.open', name);
    return open.call(this, name, version);
  };
  for (const method of ['put', 'add'] as const) {
    const original = IDBObjectStore.prototype[method];
    IDBObjectStore.prototype[method] = function (value: unknown, key?: IDBValidKey) {
      record(`indexedDB.${method}`, { store: this.name, value, key });
      return original.call(this, value, key);
    };
  }

  for (const method of ['pushState', 'replaceState'] as const) {
    const original = History.prototype[method];
    History.prototype[method] = function (state: unknown, unused: string, url?: string | URL | null) {
      record(`history.${method}`, { state, url: url === undefined || url === null ? null : String(url) });
      return original.call(this, state, unused, url);
    };
  }

  w.Android = Object.fromEntries(
    methods.map((method) => [method, (...args: unknown[]) => record(`android.${method}`, args)]),
  );
}

interface Spy {
  sightings: Sighting[];
  requests: { url: string; method: string; body: string; headers: Promise<Record<string, string>> }[];
}

async function spyOn(context: BrowserContext): Promise<Spy> {
  const spy: Spy = { sightings: [], requests: [] };
  await context.exposeBinding('__privacyRecord', (_source, kind: string, detail: string) => {
    spy.sightings.push({ kind, detail });
  });
  await context.addInitScript(installSpies, androidMethods);
  context.on('request', (request) => {
    spy.requests.push({
      url: request.url(),
      method: request.method(),
      body: request.postData() ?? '',
      // Every header the browser sent; a tab closed before they were read falls back to the ones Playwright saw.
      headers: request.allHeaders().catch(() => request.headers()),
    });
  });
  context.on('console', (message) => spy.sightings.push({ kind: 'console', detail: message.text() }));
  context.on('page', (page) =>
    page.on('framenavigated', (frame) => spy.sightings.push({ kind: 'address', detail: frame.url() })),
  );
  return spy;
}

/** Every way the password could be written down: as typed, URL-encoded, Base64 (alone or as Basic). */
function needles(userName: string, password: string): string[] {
  return [
    password,
    encodeURIComponent(password),
    new URLSearchParams({ p: password }).toString().slice(2),
    Buffer.from(password).toString('base64'),
    Buffer.from(`${userName}:${password}`).toString('base64'),
  ];
}

/** A number no other spec uses: 9, 4 (this file), the project's digit, then the clock's last 7 digits. */
function newMobile(testInfo: TestInfo): string {
  return `94${testInfo.project.name === 'phone' ? '1' : '2'}${String(Date.now() + testInfo.retry).slice(-7)}`;
}

async function signUp(page: Page, mobile: string, password: string) {
  await page.goto(landing);
  await page.getByRole('button', { name: "I'm a new user. I want to Sign Up" }).click();
  await page.getByLabel(/Mobile number/).fill(mobile);
  await page.getByRole('button', { name: 'GET OTP' }).click();
  const otp = page.getByRole('dialog', { name: 'Verification' });
  await otp.getByLabel(/Verification Code/).fill(demoOtp);
  await otp.getByRole('button', { name: 'Verify' }).click();
  await expect(otp).toBeHidden();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(/^Set Password/).fill(password);
  await page.getByLabel(/^Name/).fill('Privacy Student');
  await page.getByLabel(/Email ID/).fill(`privacy.${mobile}@quest.example`);
  await page.getByLabel(/Your City/).fill('Pune');
  await page.getByLabel(/Pincode/).fill('411001');
  await page.getByRole('button', { name: 'Finish' }).click();
  const success = page.getByRole('dialog', { name: /^Registration completed successfully/ });
  await success.getByRole('button', { name: 'OK' }).click();
  const couponStep = page.getByRole('heading', { level: 1, name: 'Please enter Coupon code (optional)' });
  const details = page.getByRole('heading', { level: 1, name: 'Enter Details' });
  await expect(couponStep.or(details)).toBeVisible();
  if (await couponStep.isVisible()) await page.getByRole('button', { name: 'Next' }).click();
  await expect(details).toBeVisible();
  await page.getByLabel(/Select Board/).selectOption({ label: 'CBSE' });
  await page.getByLabel(/Select Grade/).selectOption({ label: 'Grade 6' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/products' || url.pathname === '/home');
}

async function signIn(page: Page, mobile: string, password: string) {
  await expect(page.getByRole('checkbox', { name: 'Remember Me' })).toBeChecked();
  await page.getByLabel(/Username/).fill(mobile);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/home' || url.pathname === '/products');
}

async function resetPassword(page: Page, mobile: string, password: string) {
  await page.getByRole('button', { name: 'Forgot Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot Password' });
  await expect(dialog.getByLabel(/Username/)).toHaveValue(mobile);
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  const verification = page.getByRole('dialog', { name: 'Verification' });
  await verification.getByLabel(/Verification Code/).fill(demoOtp);
  await verification.getByRole('button', { name: 'Verify' }).click();
  await dialog.getByLabel(/^Set New Password/).fill(password);
  await dialog.getByLabel(/^Confirm Password/).fill(password);
  await dialog.getByRole('button', { name: 'Save Password' }).click();
  await expect(dialog.getByRole('status')).toContainText('Your password has been reset.');
  await expect(dialog).toBeHidden({ timeout: 10_000 });
}

async function changePassword(page: Page, current: string, next: string) {
  await page.goto('/home/profile');
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel(/^Current Password/).fill(current);
  await dialog.getByLabel(/^New Password/).fill(next);
  await dialog.getByLabel(/^Confirm Password/).fill(next);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(
    page.getByText('Your password has been changed. Please log out and log in with your new password.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function logOutFromProfile(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/' &&
      url.searchParams.get('AppType') === 'android' &&
      url.searchParams.get('AppId') === '7',
  );
}

const authCall = (url: string) => {
  const path = new URL(url).pathname;
  return {
    basicHeader: path.endsWith('/QuestUser/AuthenticateUser'),
    // ResetPassword/ChangePassword and the profile's ChangePassword both end so.
    body: path.endsWith('/QuestUser/RegisterUser') || path.endsWith('/ChangePassword'),
  };
};

test(
  'the password is in no storage, cookie, IndexedDB, history entry, address or non-auth request',
  ONCE,
  async ({ context }, testInfo) => {
    test.setTimeout(90_000);
    const mobile = newMobile(testInfo);
    const first = `Quiet#Lark${testInfo.project.name === 'phone' ? 61 : 62}`;
    const second = `Hidden#Owl${testInfo.project.name === 'phone' ? 93 : 94}`;
    const third = `Silent#Fox${testInfo.project.name === 'phone' ? 27 : 28}`;
    const spy = await spyOn(context);

    // 1. Sign up a new number (the wizard signs the new student in with the new password).
    const signUpPage = await context.newPage();
    await signUp(signUpPage, mobile, first);
    await signUpPage.close();

    // 2. Another day, a new tab (no session): sign in with Remember Me; the host is handed the credentials.
    const signInPage = await context.newPage();
    await signInPage.goto(landing);
    await signIn(signInPage, mobile, first);
    await signInPage.close();

    // 3. A new tab again: Forgot Password resets the password, and the new one signs in.
    const resetPage = await context.newPage();
    await resetPage.goto(landing);
    await expect(resetPage.getByLabel(/Username/)).toHaveValue(mobile);
    await resetPassword(resetPage, mobile, second);
    await signIn(resetPage, mobile, second);

    // 4. On the profile: Change Password, then Logout (the host is told), and the newest password signs in.
    await changePassword(resetPage, second, third);
    await logOutFromProfile(resetPage);
    await signIn(resetPage, mobile, third);

    const stored = await resetPage.evaluate(() =>
      JSON.stringify({ ...localStorage, ...sessionStorage, cookie: document.cookie, history: history.state }),
    );
    spy.sightings.push(
      { kind: 'final storage', detail: stored },
      { kind: 'address', detail: resetPage.url() },
    );

    // The spies saw the journey (so an empty result means something): storage writes, history, the host.
    expect(spy.sightings.some((s) => s.kind === 'sessionStorage' && s.detail.startsWith('token='))).toBe(
      true,
    );
    expect(spy.sightings.some((s) => s.kind === 'history.pushState')).toBe(true);
    const rememberMe = spy.sightings.filter((s) => s.kind === 'android.rememberMe');
    expect(rememberMe.map((s) => JSON.parse(s.detail))).toContainEqual([mobile, first, true]);
    expect(spy.sightings.some((s) => s.kind === 'android.logout')).toBe(true);

    for (const password of [first, second, third]) {
      const forms = needles(mobile, password);
      const leaks = (value: string) => forms.some((form) => value.includes(form));

      const sightings = spy.sightings.filter((s) => s.kind !== 'android.rememberMe' && leaks(s.detail));
      expect(sightings, `the password ${password} was written down`).toEqual([]);

      const decoded = (url: string) => {
        try {
          return decodeURIComponent(url);
        } catch {
          return url;
        }
      };
      const addresses = spy.requests.filter((r) => leaks(decoded(r.url)) || leaks(r.url));
      expect(
        addresses.map((r) => r.url),
        'a request address carried the password',
      ).toEqual([]);

      for (const request of spy.requests) {
        const allowed = authCall(request.url);
        const headers = await request.headers;
        if (!allowed.body) expect(leaks(request.body), `${request.method} ${request.url} body`).toBe(false);
        const headerText = Object.entries(headers)
          .filter(([name]) => !(allowed.basicHeader && name.toLowerCase() === 'authorization'))
          .map(([name, value]) => `${name}: ${value}`)
          .join('\n');
        expect(leaks(headerText), `${request.method} ${request.url} headers`).toBe(false);
      }
    }

    // And the auth calls did carry it where the contract puts it (so the search above can find it).
    const basic = await Promise.all(
      spy.requests
        .filter((r) => authCall(r.url).basicHeader)
        .map(async (r) => (await r.headers).authorization),
    );
    expect(basic).toContain(`Basic ${Buffer.from(`${mobile}:${first}`).toString('base64')}`);
    expect(basic).toContain(`Basic ${Buffer.from(`${mobile}:${second}`).toString('base64')}`);
    expect(
      spy.requests.some((r) => r.url.endsWith('/QuestUser/RegisterUser') && r.body.includes(first)),
    ).toBe(true);
    expect(
      spy.requests.some(
        (r) => r.url.endsWith('/QuestUser/ResetPassword/ChangePassword') && r.body.includes(second),
      ),
    ).toBe(true);
    expect(
      spy.requests.some(
        (r) => new URL(r.url).pathname.endsWith('/QuestUser/ChangePassword') && r.body.includes(third),
      ),
    ).toBe(true);
    expect(basic).toContain(`Basic ${Buffer.from(`${mobile}:${third}`).toString('base64')}`);
  },
);
