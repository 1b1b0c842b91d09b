/** Storage keys (learning-app.md §3): the token and app id live in sessionStorage only. */
export const SESSION_KEYS = { token: 'token', appId: 'appId' } as const;

/** What the HTTP module needs from the session: the bearer token, the app id, and a way to clear it all. */
export interface SessionStore {
  getToken(): string | null;
  getAppId(): string | null;
  /** Any 401 or 405 clears local and session storage (learning-app.md §8). */
  clearAll(): void;
}

interface WebStorage {
  getItem(key: string): string | null;
  clear(): void;
}
const web = globalThis as { sessionStorage?: WebStorage; localStorage?: WebStorage };

export const browserSessionStore: SessionStore = {
  getToken: () => web.sessionStorage?.getItem(SESSION_KEYS.token) ?? null,
  getAppId: () => web.sessionStorage?.getItem(SESSION_KEYS.appId) ?? null,
  clearAll: () => {
    web.sessionStorage?.clear();
    web.localStorage?.clear();
  },
};

/** A store kept in memory, for tests and for Node callers. */
export function memorySessionStore(
  token: string | null = null,
  appId: string | null = '1',
): SessionStore & {
  setToken(token: string | null): void;
} {
  let current = token;
  let app = appId;
  return {
    getToken: () => current,
    getAppId: () => app,
    setToken: (next) => (current = next),
    clearAll: () => {
      current = null;
      app = null;
    },
  };
}
