import { SESSION_KEYS, type UserType } from '@quest/api';

/**
 * What the app keeps in the browser (learning-app.md §3 "Browser storage", with ARCHITECTURE.md's change):
 * sessionStorage holds the session token, the app id and the landing UTM parameters; localStorage holds the user
 * name (only when Remember Me is on), the remember flag, user_type (absent means ExistingUser), AppType and the
 * persisted state under `root`. The password is never written anywhere (ADR 0011).
 */
export const LOCAL_KEYS = {
  userName: 'userName',
  remember: 'remember',
  userType: 'user_type',
  appType: 'AppType',
  platform: 'platform',
  /** Persisted app state, cleared on logout. */
  root: 'root',
  /** The language chosen on this device (issue 29): a device setting, kept across logouts. */
  locale: 'locale',
} as const;
export const UTM_KEY = 'utm';

interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

export interface SessionStorages {
  session: KeyValueStorage;
  local: KeyValueStorage;
}

/** A storage kept in memory; `values` and `entries()` are open to tests and stories. */
export interface MemoryStorage extends KeyValueStorage {
  values: Map<string, string>;
  /** Every value now stored, for assertions. */
  entries(): Record<string, string>;
}

export function memoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const values = new Map(Object.entries(initial));
  return {
    values,
    entries: () => Object.fromEntries(values),
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
  };
}
export interface MemoryStorages extends SessionStorages {
  session: MemoryStorage;
  local: MemoryStorage;
}

/** Both storages in memory (optionally pre-filled): for tests, stories, and browsers whose storage is unusable. */
export function memoryStorages(
  initial: { session?: Record<string, string>; local?: Record<string, string> } = {},
): MemoryStorages {
  return { session: memoryStorage(initial.session), local: memoryStorage(initial.local) };
}

/** Storage that may be missing or throw (private mode, a web view with storage off) is replaced by memory. */
function usable(get: () => KeyValueStorage | undefined): KeyValueStorage {
  try {
    const storage = get();
    if (!storage) return memoryStorage();
    storage.getItem('__probe__');
    return storage;
  } catch {
    return memoryStorage();
  }
}
export function browserStorages(): SessionStorages {
  return {
    session: usable(() => globalThis.sessionStorage),
    local: usable(() => globalThis.localStorage),
  };
}

const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

export interface AppSession {
  getToken(): string | null;
  getAppId(): string | null;
  isSignedIn(): boolean;
  /** After a login: the token and app id go to sessionStorage only. */
  start(session: { token: string; appId?: string | null }): void;
  /** The remembered user name (prefills sign-in), or '' when none. */
  rememberedUserName(): string;
  /** The remember flag as last chosen; on by default. */
  rememberFlag(): boolean;
  /** Remember Me on keeps the user name; off forgets it. Never the password. */
  remember(userName: string, on: boolean): void;
  userType(): UserType;
  setUserType(type: UserType | null): void;
  /** The language chosen on this device ('en', 'hi'), or null when the student never chose (ADR 0142). */
  chosenLocale(): string | null;
  /** Remembers the chosen language on this device; a logout keeps it. */
  chooseLocale(locale: string): void;
  appType(): string | null;
  platform(): string;
  /** The landing UTM parameters as a query string ('' when there were none). */
  utmData(): string;
  /**
   * Root-path rules (learning-app.md §2): platform `iOS` on Apple devices (otherwise empty); an AppType query
   * parameter, or the stored value, is saved locally; UTM parameters of the landing address are kept.
   */
  applyLandingRules(search: string, userAgent: string, maxTouchPoints?: number): void;
  /**
   * One slice of the persisted app state: the JSON object under `root` in localStorage (learning-app.md §3
   * "Persisted state lives under the key root. Logout clears all of it."). undefined when absent or unreadable.
   */
  persisted(slice: string): unknown;
  /** Writes one slice of the persisted state (undefined removes it); the other slices stay. */
  persist(slice: string, value: unknown): void;
  /**
   * Logout and "session invalid": clears both storages (the persisted `root` state included), then keeps AppType
   * and a remembered user name, and returns the query `/` should carry: app type and app id, never a password.
   */
  clear(): URLSearchParams;
}

/** Apple phones and tablets (iPadOS reports itself as a Mac with touch). */
export function isAppleDevice(userAgent: string, maxTouchPoints = 0): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1);
}

/** The persisted state object under `root`; {} when absent or not a JSON object. */
function readRoot(local: KeyValueStorage): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(local.getItem(LOCAL_KEYS.root) ?? '{}');
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export function createAppSession(storages: SessionStorages = browserStorages()): AppSession {
  const { session, local } = storages;
  const set = (storage: KeyValueStorage, key: string, value: string | null) =>
    value === null ? storage.removeItem(key) : storage.setItem(key, value);
  return {
    getToken: () => session.getItem(SESSION_KEYS.token),
    getAppId: () => session.getItem(SESSION_KEYS.appId),
    isSignedIn: () => Boolean(session.getItem(SESSION_KEYS.token)),
    start: ({ token, appId }) => {
      session.setItem(SESSION_KEYS.token, token);
      if (appId) session.setItem(SESSION_KEYS.appId, appId);
    },
    rememberedUserName: () =>
      local.getItem(LOCAL_KEYS.remember) === 'false' ? '' : (local.getItem(LOCAL_KEYS.userName) ?? ''),
    rememberFlag: () => local.getItem(LOCAL_KEYS.remember) !== 'false',
    remember: (userName, on) => {
      local.setItem(LOCAL_KEYS.remember, String(on));
      set(local, LOCAL_KEYS.userName, on ? userName : null);
    },
    userType: () => {
      const value = local.getItem(LOCAL_KEYS.userType);
      return value === 'NewUser' || value === 'Spectrum' ? value : 'ExistingUser';
    },
    setUserType: (type) => set(local, LOCAL_KEYS.userType, type),
    chosenLocale: () => local.getItem(LOCAL_KEYS.locale),
    chooseLocale: (locale) => {
      try {
        local.setItem(LOCAL_KEYS.locale, locale);
      } catch {
        // A full or refusing storage forgets the choice at the next start; the app still switches now.
      }
    },
    appType: () => local.getItem(LOCAL_KEYS.appType),
    platform: () => local.getItem(LOCAL_KEYS.platform) ?? '',
    utmData: () => session.getItem(UTM_KEY) ?? '',
    applyLandingRules: (search, userAgent, maxTouchPoints) => {
      const params = new URLSearchParams(search);
      local.setItem(LOCAL_KEYS.platform, isAppleDevice(userAgent, maxTouchPoints) ? 'iOS' : '');
      const appType = params.get('AppType') ?? local.getItem(LOCAL_KEYS.appType);
      if (appType) local.setItem(LOCAL_KEYS.appType, appType);
      const appId = params.get('AppId') ?? params.get('appId');
      if (appId && /^\d+$/.test(appId)) session.setItem(SESSION_KEYS.appId, appId);
      const utm = new URLSearchParams();
      for (const key of UTM_PARAMS) {
        const value = params.get(key);
        if (value) utm.set(key, value.slice(0, 200));
      }
      if ([...utm.keys()].length > 0) session.setItem(UTM_KEY, utm.toString());
    },
    persisted: (slice) => readRoot(local)[slice],
    persist: (slice, value) => {
      const root = readRoot(local);
      if (value === undefined) delete root[slice];
      else root[slice] = value;
      try {
        local.setItem(LOCAL_KEYS.root, JSON.stringify(root));
      } catch {
        // A full or refusing storage loses the persisted state, never the page.
      }
    },
    clear: () => {
      const appType = local.getItem(LOCAL_KEYS.appType);
      const locale = local.getItem(LOCAL_KEYS.locale);
      const appId = session.getItem(SESSION_KEYS.appId);
      const rememberedName =
        local.getItem(LOCAL_KEYS.remember) === 'false' ? null : local.getItem(LOCAL_KEYS.userName);
      session.clear();
      local.clear();
      if (appType) local.setItem(LOCAL_KEYS.appType, appType);
      // The language is the device's, not the student's session (ADR 0142).
      if (locale) local.setItem(LOCAL_KEYS.locale, locale);
      // Remember Me outlives a logout: the next sign-in is prefilled with the user name (ADR 0042).
      if (rememberedName) {
        local.setItem(LOCAL_KEYS.remember, 'true');
        local.setItem(LOCAL_KEYS.userName, rememberedName);
      }
      const query = new URLSearchParams();
      if (appType) query.set('AppType', appType);
      if (appId) query.set('AppId', appId);
      return query;
    },
  };
}
