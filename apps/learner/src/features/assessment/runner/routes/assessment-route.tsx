import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import {
  ConfirmDialog,
  ErrorView,
  preloadTestResultCharts,
  Spinner,
  TestRunnerView,
  useTexts,
  useTranslate,
} from '@quest/design-system';
import { useTestRunner, type TestRunnerInput } from '@quest/flows';
import { useServices } from '../../../../app/services';
import { useCurrentUser } from '../../../../data/current-user';
import { testQuestionKey } from '../data/use-test-question';
import { createRunnerWiring } from '../runner-effects';
import {
  instructionHref,
  isBeginState,
  isSmallScreen,
  leaveHref,
  noTestHref,
  readTestPlace,
  type InstructionEntryState,
  type TestPlace,
} from '../runner-model';
import { useRunnerViewProps } from '../runner-view-props';
import { createTestJournalStore } from '../test-journal';
import { useLeaveWarning } from '../use-leave-warning';
import { useFirstQuestionInBackground } from '../use-first-question-in-background';
import { usePreparedQuestions } from '../use-prepared-questions';

export const assessmentRouteTexts = {
  stay: 'Stay',
  leave: 'Leave',
  loading: 'Loading the test…',
  failedTitle: 'Could not load the test',
  failedMessage: 'Check your connection and try again.',
  retry: 'Retry',
} as const;

/** One sitting of one test: the machine lives as long as this component (its input is read once). */
function AssessmentRunner({ input, place }: { input: TestRunnerInput; place: TestPlace }) {
  const texts = useTexts(assessmentRouteTexts);
  const t = useTranslate();
  const { api, session, analytics, outbox } = useServices();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const [wiring] = useState(() =>
    createRunnerWiring({
      api,
      journal: createTestJournalStore(session, input.userId),
      analytics,
      contentId: input.contentId,
      outbox,
    }),
  );
  const runner = useTestRunner(input, wiring.implementations);
  const viewProps = useFirstQuestionInBackground(useRunnerViewProps(runner));
  const { blocker, allowLeave } = useLeaveWarning(runner.leaveWarning);
  usePreparedQuestions(runner.questions, runner.currentIndex);
  // The result's charts are fetched while the test loads (online), so a result reached after an offline submit
  // draws them without fetching code; a failed fetch is tried again once online (ADR 0114).
  useEffect(() => void preloadTestResultCharts().catch(() => undefined), []);

  // The machine's effects are made once; they read the screen's latest callbacks through the wiring.
  useEffect(() => {
    wiring.update({
      close: () => {
        allowLeave();
        void navigate(leaveHref(place, isSmallScreen()), { replace: true });
      },
      retake: () => {
        allowLeave();
        const state: InstructionEntryState = { retake: true };
        void navigate(instructionHref(place, input.testCode), { state });
      },
      testUpdated: (testCode, questions) =>
        void (questions
          ? mutate(testQuestionKey(testCode), questions, { revalidate: false })
          : mutate(testQuestionKey(testCode))),
    });
  });

  return (
    <>
      <TestRunnerView as="main" {...viewProps} />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        question={runner.leaveWarning ? t(runner.leaveWarning) : ''}
        cancelLabel={texts.stay}
        confirmLabel={texts.leave}
        onCancel={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
      />
    </>
  );
}

/**
 * /assessment?questId&missionId&operationId&contentId&testCode (§2.8, §4): the test runner. Begin Test's one-shot
 * `begin` (navigation state) is read once and replaced at once, so a reload resumes the attempt this device holds
 * or shows the result instead of starting another attempt (ADR 0073).
 */
export function Component() {
  const texts = useTexts(assessmentRouteTexts);
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const place = readTestPlace(search);
  const [begin] = useState(() => isBeginState(location.state));
  const user = useCurrentUser();

  const beginPending = isBeginState(location.state);
  useEffect(() => {
    if (!beginPending) return;
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [beginPending, navigate, location.pathname, location.search]);

  const { testCode, questId } = place;
  if (testCode === undefined) {
    return <Navigate to={noTestHref(place)} replace />;
  }
  if (user.state === 'failed') {
    return (
      <main>
        <ErrorView
          headingLevel={1}
          title={texts.failedTitle}
          message={user.error?.message || texts.failedMessage}
          onRetry={user.retry}
          retryLabel={texts.retry}
        />
      </main>
    );
  }
  if (!user.data) {
    return (
      <main aria-busy="true" style={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
        <Spinner label={texts.loading} showLabel />
      </main>
    );
  }
  const input: TestRunnerInput = {
    testCode,
    contentId: place.contentId ?? 0,
    userId: user.data.userId,
    locationId: user.data.locationId,
    groupId: user.data.groupId,
    questId: questId ?? 0,
    begin,
  };
  return <AssessmentRunner key={`${user.data.userId}:${testCode}`} input={input} place={place} />;
}
