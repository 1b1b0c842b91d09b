import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { InstructionView } from '@quest/design-system';
import { refusalLock, useLockBuy, useQuestContent, useQuestTrialOver } from '../../../learning';
import { useTestQuestion } from '../data/use-test-question';
import {
  assessmentHref,
  instructionOpensResult,
  isSmallScreen,
  leaveHref,
  noTestHref,
  readTestPlace,
  testCodeOf,
  type AssessmentEntryState,
} from '../runner-model';

/**
 * /instruction?questId&missionId&operationId&contentId[&testCode] (§2.8): the content's name, the test's time,
 * questions and directions (GetTestQuestion), and Begin Test, which opens /assessment with a one-shot `begin`
 * (ADR 0073). The content comes from the quest's cached content list; an item without a test goes to its mission.
 * A test taken before opens on its result instead (/assessment without `begin`), unless the student came from
 * Retake (ADR 0114).
 */
export function Component() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const place = readTestPlace(search);
  const item = useQuestContent(place.questId, place.contentId);
  const testCode = testCodeOf(place, item.content);
  const test = useTestQuestion(testCode);
  const trialOver = useQuestTrialOver(place.questId) || Boolean(item.list?.isTrialOver);
  const buy = useLockBuy(place.questId);

  const nothingToLoad = place.questId === undefined || place.contentId === undefined;
  if (testCode === undefined && (nothingToLoad || item.state === 'loaded')) {
    return <Navigate to={noTestHref(place)} replace />;
  }
  if (testCode !== undefined && instructionOpensResult(test.data?.test, location.state)) {
    return <Navigate to={assessmentHref(place, testCode)} replace />;
  }

  const failed = test.state === 'failed' || (place.testCode === undefined && item.state === 'failed');
  // A refusal (403: not in a quest the student holds, trial over, Solve locked) is a locked page, not an error;
  // an expired trial is locked at once, before the test is even asked for (ADR 0113).
  const lock =
    refusalLock(test.error, trialOver) ??
    refusalLock(item.error, trialOver) ??
    (trialOver ? { reason: 'trial' as const } : undefined);
  const status = lock ? 'locked' : failed ? 'failed' : test.data ? 'ready' : 'loading';
  const retry = () => {
    if (item.state === 'failed') item.retry();
    if (test.state === 'failed') test.retry();
  };
  const back = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(leaveHref(place, isSmallScreen()), { replace: true });
  };
  const begin = () => {
    if (testCode === undefined) return;
    const state: AssessmentEntryState = { begin: true };
    void navigate(assessmentHref(place, testCode), { state });
  };

  return (
    <InstructionView
      status={status}
      contentName={item.content?.contentDisplayName ?? test.data?.test.testName ?? ''}
      minutes={test.data?.test.totalDuration ?? 0}
      questions={test.data?.test.totalQuestion ?? 0}
      directionsHtml={test.data?.test.testDirections ?? ''}
      error={(test.error ?? item.error)?.message}
      lock={lock && (lock.reason === 'trial' ? { ...lock, ...buy } : lock)}
      onBegin={begin}
      onBack={back}
      onRetry={retry}
    />
  );
}
