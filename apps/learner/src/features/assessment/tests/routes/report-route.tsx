import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { TestReportView } from '@quest/design-system';
import { paths } from '../../../../routes/paths';
import { useCurrentUser } from '../../../../data/current-user';
import { useBloomAnalysis } from '../data/use-bloom-analysis';
import { useDokAnalysis } from '../data/use-dok-analysis';
import { useEffortAnalysis } from '../data/use-effort-analysis';
import { useQuestionWiseAnalysis } from '../data/use-question-wise-analysis';
import { useTestDetail } from '../data/use-test-detail';
import { testsHref } from '../online-tests-model';
import {
  bloomItem,
  DETAIL_RANGE,
  detailErrorText,
  detailItem,
  detailStatus,
  dokItem,
  effortItem,
  isNoReport,
  panelStatus,
  questionItem,
  readReportPlace,
  readTestId,
  reportHref,
  selectedQuestionOf,
} from '../report-model';

/**
 * A test's report (/report/{testId}?name=&page=&size=, ADR 0080): the student's test detail table (paged by the
 * server, 10 rows at first, 5/10/25 by choice; the page lives in the address), the Bloom, Depth of Knowledge and
 * effort analyses and the question-wise analysis, each from its own call with its own loading and failure text;
 * a question opens its detail dialog. A test the student has not taken (the analyses answer 404) shows the
 * no-report state instead of four failures (ADR 0115). An id that is not a number is Not Found. Back returns where the student came from, else to the Past tests.
 */
export function Component() {
  const params = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const testId = readTestId(params.testId);
  const place = readReportPlace(search);
  const userId = useCurrentUser().data?.userId;
  const id = testId ?? 0;
  const known = testId === null ? undefined : userId;
  const detail = useTestDetail(known, id, {
    range: DETAIL_RANGE,
    pageNumber: place.page,
    pageSize: place.pageSize,
  });
  const bloom = useBloomAnalysis(known, id);
  const effort = useEffortAnalysis(known, id);
  const dok = useDokAnalysis(known, id);
  const questions = useQuestionWiseAnalysis(known, id);
  const [selectedId, setSelectedId] = useState<string | number | null>(null);

  const back = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(testsHref({ tab: 'past', page: 1 }), { replace: true });
  };
  if (testId === null) return <Navigate to={paths.notFound.getHref()} replace />;

  const status = detailStatus(detail.state, detail.data);
  const goTo = (page: number, pageSize = place.pageSize) =>
    void navigate(reportHref(testId, { name: place.name, page, pageSize }), { replace: true });

  return (
    <TestReportView
      testName={place.name || undefined}
      noReport={isNoReport([bloom.error, effort.error, dok.error, questions.error], detail.data)}
      detail={{
        status,
        rows: detail.data?.data.map(detailItem),
        totalRecords: detail.data?.totalRecords,
        page: place.page,
        pageSize: place.pageSize,
        errorText: status === 'error' ? detailErrorText(detail.data, detail.error) : undefined,
      }}
      bloom={{ status: panelStatus(bloom.state), rows: bloom.data?.data.map(bloomItem) }}
      dok={{ status: panelStatus(dok.state), rows: dok.data?.data.map(dokItem) }}
      effort={{ status: panelStatus(effort.state), rows: effort.data?.data.map(effortItem) }}
      questions={{ status: panelStatus(questions.state), rows: questions.data?.data.map(questionItem) }}
      selectedQuestion={selectedQuestionOf(questions.data?.data ?? [], selectedId)}
      onBack={back}
      onDetailPageChange={(page) => goTo(page)}
      onDetailPageSizeChange={(pageSize) => goTo(1, pageSize)}
      onQuestionSelect={setSelectedId}
      onQuestionClose={() => setSelectedId(null)}
    />
  );
}
