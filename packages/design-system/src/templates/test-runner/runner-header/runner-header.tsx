import { memo } from 'react';
import styled from 'styled-components';
import { AnswerSaveStatus, type AnswerSaveStatusProps } from '../../../components/answer-save-status';
import { Button } from '../../../components/button';
import { TestTimer } from '../../../components/test-timer';
import { useDataLang, useTexts } from '../../../i18n/use-texts';
import { tokens } from '../../../tokens';
import { wrapWords } from '../../../internal/text-wrap';
import { answeringSteps, testRunnerViewTexts, type TestRunnerViewStep } from '../test-runner-texts';

/** Props of {@link TestRunnerHeader}. */
export interface TestRunnerHeaderProps {
  /** Behaviour: the runner's screen: the countdown and End Test show while answering (End Test spins while
   * submitting and is disabled when the time is up); the save status also shows on the result and in review. */
  step: TestRunnerViewStep;
  /** Content: the test's name (the page heading), or null before it is loaded. */
  testName: string | null;
  /** Content: seconds left until the server deadline (shown as m:ss). */
  remainingSeconds: number;
  /** Content: the answer journal's status: 'saved on this device', 'synced', or null before the first save. */
  saveStatus: AnswerSaveStatusProps['status'];
  /** Behaviour: a submission waits to be retried: the connection-lost notice is shown. */
  connectionLost: boolean;
  /** Events: End Test (opens 'Are you sure you want to Submit?'). */
  onEndTest: () => void;
}

/**
 * The runner's header: the test's name, the countdown, the answer save status and End Test. Memoized: an answer or
 * a Next leaves its props as they were, so only the countdown's tick re-renders it.
 */
export const TestRunnerHeader = memo(function TestRunnerHeader({
  step,
  testName,
  remainingSeconds,
  saveStatus,
  connectionLost,
  onEndTest,
}: TestRunnerHeaderProps) {
  const t = useTexts(testRunnerViewTexts);
  const dataLang = useDataLang();
  const isAnswering = answeringSteps.includes(step);
  return (
    <Header>
      {testName === null ? <span /> : <Title lang={dataLang}>{testName}</Title>}
      <HeaderEnd>
        {isAnswering ? <TestTimer remainingSeconds={remainingSeconds} /> : null}
        {isAnswering || step === 'result' || step === 'reviewing' ? (
          <AnswerSaveStatus status={saveStatus} connectionLost={connectionLost} />
        ) : null}
        {isAnswering ? (
          <Button
            variant="primary"
            loading={step === 'submitting'}
            disabled={step === 'timeUp'}
            onClick={onEndTest}
          >
            {t.endTest}
          </Button>
        ) : null}
      </HeaderEnd>
    </Header>
  );
});

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space[2]} ${tokens.space[4]};
`;

const Title = styled.h1`
  flex: 1 1 12rem;
  min-width: 0;
  margin: 0;
  font-size: ${tokens.font.size.xl};
  line-height: ${tokens.font.lineHeight.tight};
  ${wrapWords}
`;

const HeaderEnd = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[2]} ${tokens.space[3]};
`;
