import styled from 'styled-components';
import {
  OnlineTestCard,
  OnlineTestCardSkeleton,
  type OnlineTestCardProps,
} from '../../components/online-test-card';
import { Pager } from '../../components/pager';
import { Tabs } from '../../components/tabs';
import { useTexts } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { BackPage } from '../page-parts/back-page';
import { CardList, DataSection } from '../page-parts/data-section';

/** The three lists of online tests (store-and-assessment.md §2.11), in tab order. */
export const onlineTestsTabs = ['ongoing', 'upcoming', 'past'] as const;

/** Which list of online tests is shown. */
export type OnlineTestsTab = (typeof onlineTestsTabs)[number];

/** Texts of the online tests page (store-and-assessment.md §2.11). */
export const onlineTestsTexts = {
  title: 'Online tests',
  back: 'Back',
  tabs: { ongoing: 'Ongoing', upcoming: 'Upcoming', past: 'Past' },
  empty: {
    ongoing: 'No ongoing tests.',
    upcoming: 'No upcoming tests.',
    past: 'No past tests.',
  },
  /** The names of the tab's list of cards. */
  lists: { ongoing: 'Ongoing tests', upcoming: 'Upcoming tests', past: 'Past tests' },
  loading: 'Loading the tests…',
  failedTitle: 'Could not load the tests',
  failedMessage: 'Check your connection and try again.',
  retry: 'Retry',
  pager: 'Test pages',
} as const;

/** The states of one page of a tab's tests. */
export type OnlineTestsState = 'loading' | 'loaded' | 'failed';

/** One test of the list, as its card shows it; the caller decides `status` and the report buttons. */
export interface OnlineTestItem extends Omit<
  OnlineTestCardProps,
  'onStart' | 'onViewReport' | 'onDownloadReport' | 'downloadingReport' | 'headingLevel' | 'className'
> {
  /** A key unique in the list; what the callbacks report. */
  id: string | number;
}

/** Props of {@link OnlineTestsView}. */
export interface OnlineTestsViewProps {
  /** Behaviour: the state of the page of tests shown. */
  state: OnlineTestsState;
  /** Behaviour: the tab shown (controlled). */
  tab: OnlineTestsTab;
  /** Content: the tests of this page (10 a page; the caller pages). Empty shows the tab's empty text. */
  tests?: readonly OnlineTestItem[];
  /** Content: the page shown, counted from 1. */
  page: number;
  /** Content: the number of pages (the server's `maxPageCount`); the pager shows when there is more than one. */
  pageCount: number;
  /** Behaviour: the test whose report is downloading; its Download Report shows a spinner. */
  downloadingId?: string | number | null;
  /** Content: the failed state's explanation (the server's message); "Check your connection…" when left out. */
  errorMessage?: string;
  /** Accessibility: `main` when the view is the page (default); `div` inside another page. */
  as?: 'div' | 'main';
  /** Events: a tab was chosen; the caller loads its first page. */
  onTabChange: (tab: OnlineTestsTab) => void;
  /** Events: a page was chosen in the pager. */
  onPageChange: (page: number) => void;
  /** Events: the header's back arrow. */
  onBack: () => void;
  /** Events: Start Test on an ongoing test. */
  onStart?: (id: string | number) => void;
  /** Events: View Report on a past test. */
  onViewReport?: (id: string | number) => void;
  /** Events: Download Report on a past test. */
  onDownloadReport?: (id: string | number) => void;
  /** Events: Retry after the tests failed to load. Without it no button is shown. */
  onRetry?: () => void;
}

const isTab = (value: string): value is OnlineTestsTab =>
  (onlineTestsTabs as readonly string[]).includes(value);

/**
 * Online tests (/assessment-tests): a back header, the Ongoing / Upcoming / Past tabs and, in the chosen tab, one
 * page of test cards (Start Test, Upcoming, Not Attempted or Attempted Successfully, View Report, Download Report)
 * with the pager below.
 */
export function OnlineTestsView({
  state,
  tab,
  tests = [],
  page,
  pageCount,
  downloadingId,
  errorMessage,
  as = 'main',
  onTabChange,
  onPageChange,
  onBack,
  onStart,
  onViewReport,
  onDownloadReport,
  onRetry,
}: OnlineTestsViewProps) {
  const t = useTexts(onlineTestsTexts);
  const tabs = useTexts(onlineTestsTexts.tabs);
  const empty = useTexts(onlineTestsTexts.empty);
  const lists = useTexts(onlineTestsTexts.lists);
  const panel = (
    <Panel>
      <DataSection
        state={state}
        empty={tests.length === 0}
        texts={{ ...t, empty: empty[tab] }}
        errorMessage={errorMessage}
        emptyIcon="take-test"
        onRetry={onRetry}
        skeleton={
          <CardList as="div">
            <OnlineTestCardSkeleton label="" />
            <OnlineTestCardSkeleton label="" />
            <OnlineTestCardSkeleton label="" />
          </CardList>
        }
      >
        <CardList aria-label={lists[tab]}>
          {tests.map(({ id, ...test }) => (
            <li key={id}>
              <OnlineTestCard
                {...test}
                headingLevel={2}
                downloadingReport={
                  downloadingId !== undefined && downloadingId !== null && downloadingId === id
                }
                onStart={() => onStart?.(id)}
                onViewReport={() => onViewReport?.(id)}
                onDownloadReport={() => onDownloadReport?.(id)}
              />
            </li>
          ))}
        </CardList>
      </DataSection>
      {state === 'loaded' && pageCount > 1 && (
        <Pager label={t.pager} page={page} pageCount={pageCount} onPageChange={onPageChange} />
      )}
    </Panel>
  );
  return (
    <BackPage title={t.title} backLabel={t.back} as={as} onBack={onBack}>
      <Tabs
        label={t.title}
        value={tab}
        onValueChange={(value) => {
          if (isTab(value) && value !== tab) onTabChange(value);
        }}
        items={onlineTestsTabs.map((value) => ({
          value,
          label: tabs[value],
          content: panel,
        }))}
      />
    </BackPage>
  );
}

const Panel = styled.div`
  display: grid;
  gap: ${tokens.space[4]};
  min-width: 0;
`;
