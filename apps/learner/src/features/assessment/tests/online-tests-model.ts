import { contentOriginPages, testTabTypes, type OnlineTest, type TestTabType } from '@quest/api';
import { onlineTestButtons } from '@quest/flows';
import { paths } from '../../../routes/paths';

/*
 * The online-test screens' decisions as plain functions (ADR 0079), tested without a browser: the tab and page
 * the address holds, a card's status and report buttons, the /online-test address and the external page's.
 */

/** The tabs of /assessment-tests as the address names them (`?tab=`), in their order. */
export const testTabIds = ['ongoing', 'upcoming', 'past'] as const;
export type TestTabId = (typeof testTabIds)[number];

/** Where /assessment-tests stands: the tab (Ongoing unless the address says otherwise) and the 1-based page. */
export interface TestsPlace {
  tab: TestTabId;
  page: number;
}

const isTabId = (value: string | null): value is TestTabId =>
  value !== null && (testTabIds as readonly string[]).includes(value);

/** The page number of a query value: a whole number ≥ 1, else 1. */
export function pageOf(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** Reads `?tab=ongoing|upcoming|past&page=N`; anything else is Ongoing, page 1. */
export function readTestsPlace(search: URLSearchParams): TestsPlace {
  const tab = search.get('tab');
  return { tab: isTabId(tab) ? tab : 'ongoing', page: pageOf(search.get('page')) };
}

/** The address of a tab's page; page 1 and Ongoing are still written, so back and reload keep them. */
export const testsHref = (place: TestsPlace) =>
  paths.assessmentTests.getHref({ tab: place.tab, page: place.page });

/** GetTestList's `type` of a tab (§4: Ongoing 1, Upcoming 2, Past 3). */
export const tabType = (tab: TestTabId): TestTabType => testTabTypes[tab];

/** The status an online-test card shows, as OnlineTestCard names it. */
export type OnlineTestCardStatus = 'start' | 'upcoming' | 'not-attempted' | 'attempted';

/** What a card shows besides the test's facts: the status (if any) and which report actions it offers. */
export interface OnlineTestCardRule {
  /** null: a past test with attempts whose solution is not viewable shows no status (§2.11 names none). */
  status: OnlineTestCardStatus | null;
  showViewReport: boolean;
  showDownloadReport: boolean;
  /** The test's own analysis page (/report/{testId}) is offered: past tests with attempts (ADR 0080). */
  showAnalysis: boolean;
}

/** The card rules of §2.11 through the flows rule `onlineTestButtons`, in the card's terms. */
export function onlineTestCardRule(test: OnlineTest, type: TestTabType): OnlineTestCardRule {
  const kinds = new Set(onlineTestButtons(test, type).map((button) => button.kind));
  const status: OnlineTestCardStatus | null = kinds.has('start')
    ? 'start'
    : kinds.has('upcoming')
      ? 'upcoming'
      : kinds.has('notAttempted')
        ? 'not-attempted'
        : kinds.has('attempted')
          ? 'attempted'
          : null;
  return {
    status,
    showViewReport: kinds.has('viewReport'),
    showDownloadReport: kinds.has('downloadReport'),
    showAnalysis: type === testTabTypes.past && test.attemptList.length > 0,
  };
}

/** What /online-test opens: the external test, or its diagnostic report. */
export type OnlineTestView = 'test' | 'report';

/** The place of /online-test: the assignment (osaid), the test's name for the header, and which page. */
export interface OnlineTestPlace {
  osaid: number;
  name: string;
  view: OnlineTestView;
}

/**
 * /online-test's address. The session token never goes in it (ADR 0079): the route adds it to the frame's own
 * address only, so the address bar, history and shared links never show it.
 */
export const onlineTestHref = (place: OnlineTestPlace) =>
  paths.onlineTest.getHref({
    osaid: place.osaid,
    name: place.name,
    view: place.view === 'report' ? 'report' : undefined,
  });

/** Reads /online-test's query; null when it names no assignment (the route then returns to the list). */
export function readOnlineTestPlace(search: URLSearchParams): OnlineTestPlace | null {
  const osaid = search.get('osaid');
  if (osaid === null || !/^\d{1,12}$/.test(osaid) || Number(osaid) <= 0) return null;
  return {
    osaid: Number(osaid),
    name: (search.get('name') ?? '').trim().slice(0, 200),
    view: search.get('view') === 'report' ? 'report' : 'test',
  };
}

/** The build setting naming the external online-assessment page (an absolute address). */
export interface ExternalTestEnv {
  VITE_EXTERNAL_TEST_URL?: string;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The content origin's path of the external test page (contentOriginPages.externalTest without `/content`). */
const EXTERNAL_TEST_PATH = contentOriginPages.externalTest.replace(/^\/content/, '');

function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The external online-assessment page (ADR 0079): `VITE_EXTERNAL_TEST_URL` when the build names it; without it,
 * the reference server's content origin (the app's port + 1, its documented default) when the app runs on a
 * loopback host; else null (the route shows the failed view and opens nothing). The page must be absolute:
 * its origin is the only origin whose messages the frame accepts.
 */
export function externalTestPage(
  env: ExternalTestEnv,
  appLocation: Pick<Location, 'protocol' | 'hostname' | 'port'>,
): URL | null {
  const configured = env.VITE_EXTERNAL_TEST_URL?.trim();
  if (configured) return httpUrl(configured);
  const port = Number(appLocation.port);
  if (!LOOPBACK_HOSTS.has(appLocation.hostname) || !Number.isInteger(port) || port <= 0) return null;
  return httpUrl(`${appLocation.protocol}//${appLocation.hostname}:${port + 1}${EXTERNAL_TEST_PATH}`);
}

/**
 * The frame's address (§4): the page with `token`, `osaid` and `type=web`, plus `origin` (the app's origin, so
 * the content origin posts its messages to this app, ADR 0022) and `view=report` for the diagnostic report.
 */
export function externalTestSrc(page: URL, token: string, place: OnlineTestPlace, appOrigin: string): string {
  const url = new URL(page.href);
  url.searchParams.set('token', token);
  url.searchParams.set('osaid', String(place.osaid));
  url.searchParams.set('type', 'web');
  if (place.view === 'report') url.searchParams.set('view', 'report');
  url.searchParams.set('origin', appOrigin);
  return url.href;
}

/** The app's external test page, from its build environment and where it runs. */
export function appExternalTestPage(): URL | null {
  return externalTestPage(import.meta.env as ExternalTestEnv, window.location);
}

/** The file name a downloaded report is saved under (§4). */
export const REPORT_FILE_NAME = 'Report.pdf';
