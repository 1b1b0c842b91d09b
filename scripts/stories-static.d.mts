import type { Browser } from 'playwright-core';

/** One story's outcome on the static build. */
export interface StoryResult {
  id: string;
  ok: boolean;
  /** Render errors, exceptions, play failures, axe violations, page errors. */
  problems: string[];
  /** Failed requests: `<status> <url>` or `<error> <url>`. */
  requests: string[];
  ms: number;
}
export const NAMED_STORIES: string[];
export const WIDTHS: Record<'desktop' | 'phone', object>;
export function isFailedResponse(response: {
  status: number;
  fromServiceWorker: boolean;
  fromWorker?: boolean;
}): boolean;
export function isFailedRequest(request: { errorText: string | undefined }): boolean;
export function serveStatic(dir: string): Promise<{ url: string; close(): Promise<void> }>;
export function ensureStorybookBuilt(dir?: string): boolean;
export function storiesOf(index: {
  entries: Record<string, { id: string; type: string; tags?: string[] }>;
}): {
  id: string;
}[];
export function runInSequence(
  browser: Browser,
  baseUrl: string,
  ids: string[],
  options: { width: 'desktop' | 'phone'; workers: number },
): Promise<StoryResult[]>;
export function runAlone(
  browser: Browser,
  baseUrl: string,
  ids: string[],
  options: { width: 'desktop' | 'phone' },
): Promise<StoryResult[]>;
