import type { ApiBase } from './endpoint.ts';

/**
 * Where the calls go. Every address is configuration; the defaults point at the reference server, which
 * mounts each backend under its own prefix on the app's origin.
 */
export interface ApiConfig {
  /** Base address per backend: main API, the second API base (location content status), the
   * assessment-analytics base and the masterclass backend. '' means the app's own origin. */
  bases: Record<ApiBase, string>;
  /** The third-party auth page of the external learning tool. */
  authPageUrl: string;
  /** How long a call may take before it fails as a time-out. */
  timeoutMs: number;
}

export const referenceBasePrefixes: Record<ApiBase, string> = {
  main: '',
  location: '/location',
  analytics: '/analytics',
  masterclass: '/masterclass',
};

export const defaultApiConfig: ApiConfig = {
  bases: { ...referenceBasePrefixes },
  authPageUrl: '/content/learning-tool/auth',
  timeoutMs: 20_000,
};
