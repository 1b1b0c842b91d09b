import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { InstructionView } from '@quest/design-system';
import { refusalMessage } from '../../../../data/refusal';
import { useQuestContent } from '../../../learning/data/use-quest-content';
import { useTestQuestion } from '../data/use-test-question';
import {
  assessmentHref,
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
 */
export function Component() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const place = readTestPlace(search);
  const item = useQuestContent(place.questId, place.contentId);
  const testCode = testCodeOf(place, item.content);
  const test = useTestQuestion(testCode);

  const nothingToLoad = place.questId === undefined || place.contentId === undefined;
  if (testCode === undefined && (nothingToLoad || item.state === 'loaded')) {
    return <Navigate to={noTestHref(place)} replace />;
  }

  const failed = test.state === 'failed' || (place.testCode === undefined && item.state === 'failed');
  // A refusal (403: not in a quest the student holds, trial over, Solve locked) is a locked page, not an error.
  const refused = refusalMessage(test.error) ?? refusalMessage(item.error);
  const status = refused ? 'locked' : failed ? 'failed' : test.data ? 'ready' : 'loading';
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
      error={refused ?? (test.error ?? item.error)?.message}
      onBegin={begin}
      onBack={back}
      onRetry={retry}
    />
  );
}
