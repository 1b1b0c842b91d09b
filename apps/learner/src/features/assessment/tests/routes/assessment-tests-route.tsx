import { useNavigate, useSearchParams } from 'react-router';
import type { OnlineTest } from '@quest/api';
import { OnlineTestsView, type OnlineTestItem } from '@quest/design-system';
import { useToast } from '../../../../app/toast';
import { paths } from '../../../../routes/paths';
import { useCurrentUser } from '../../../../data/current-user';
import { useReportDownload } from '../data/use-report-download';
import { useTestList } from '../data/use-test-list';
import {
  onlineTestCardRule,
  onlineTestHref,
  readTestsPlace,
  tabType,
  testsHref,
  type TestsPlace,
} from '../online-tests-model';
import { reportHref } from '../report-model';

/** How long a failed download's message stays (the app's error toasts). */
const DOWNLOAD_TOAST_MS = 3000;

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : undefined);

/**
 * Online tests (/assessment-tests?tab=&page=, ADR 0079): one page of the chosen tab (GetTestList, 10 a page) with
 * the pager; the tab and page live in the address so reload and back keep them. Start Test and View Report open
 * /online-test; Download Report saves Report.pdf (a failure is toasted); Test Analysis opens /report/{testId}.
 * A failed list shows the server's error field, else the error's message (§8).
 */
export function Component() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const place = readTestsPlace(search);
  const type = tabType(place.tab);
  const user = useCurrentUser();
  const list = useTestList(user.data?.userId, type, place.page);
  const { download, downloadingId } = useReportDownload();

  const tests = list.data?.data.testList ?? [];
  const byId = new Map(tests.map((test) => [test.onlineStudentAssignmentId, test]));
  const go = (next: TestsPlace) => void navigate(testsHref(next));
  const withTest = (action: (test: OnlineTest) => void) => (id: string | number) => {
    const test = byId.get(Number(id));
    if (test) action(test);
  };
  const open = (view: 'test' | 'report') =>
    withTest((test) =>
      navigate(onlineTestHref({ osaid: test.onlineStudentAssignmentId, name: test.testAlternateName, view })),
    );

  const items = tests.map((test): OnlineTestItem => {
    const rule = onlineTestCardRule(test, type);
    return {
      id: test.onlineStudentAssignmentId,
      name: test.testAlternateName,
      typeName: test.testTypeName,
      questionCount: test.totalQuestions,
      totalMarks: test.totalMarks,
      durationMinutes: test.testDuration,
      assignStart: new Date(test.testAssignStartDate),
      assignEnd: new Date(test.testAssignEndDate),
      status: rule.status,
      showViewReport: rule.showViewReport,
      showDownloadReport: rule.showDownloadReport,
      onOpenAnalysis: rule.showAnalysis
        ? () => void navigate(reportHref(test.testId, { name: test.testAlternateName }))
        : undefined,
    };
  });

  const failed = user.state === 'failed' ? user : list;

  return (
    <OnlineTestsView
      state={user.state === 'failed' ? 'failed' : list.state}
      tab={place.tab}
      tests={items}
      page={place.page}
      pageCount={list.data?.data.maxPageCount ?? 0}
      downloadingId={downloadingId ?? null}
      errorMessage={messageOf(failed.error)}
      onTabChange={(tab) => go({ tab, page: 1 })}
      onPageChange={(page) => go({ tab: place.tab, page })}
      onBack={() => void navigate(paths.assessmentDashboard.getHref())}
      onStart={open('test')}
      onViewReport={open('report')}
      onDownloadReport={withTest((test) => {
        download(test).catch((error: unknown) =>
          toast({
            message: messageOf(error) ?? 'The report could not be downloaded.',
            type: 'error',
            durationMs: DOWNLOAD_TOAST_MS,
          }),
        );
      })}
      onRetry={failed.retry}
    />
  );
}
