import { memo, useId } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { IconButton } from '../../../components/icon-button';
import { QuestionStepper, type QuestionMark } from '../../../components/question-stepper';
import { QuestionView } from '../../../components/question-view';
import { useTexts } from '../../../i18n/use-texts';
import { media, tokens } from '../../../tokens';
import { testRunnerViewTexts, type TestRunnerViewQuestion } from '../test-runner-texts';
import { Layout } from '../test-runner-styles';

/** Props of {@link TestRunnerQuestionPanel}. */
export interface TestRunnerQuestionPanelProps {
  /** Content: one mark per question, in order: answered (the skipped flag is 1) and flagged. */
  marks: QuestionMark[];
  /** Content: 0-based index of the question on screen. */
  currentIndex: number;
  /** Content: the question on screen. */
  question: TestRunnerViewQuestion;
  /** Content: option ids ticked on the question on screen. */
  selectedIds: readonly number[];
  /** Behaviour: the time is up or the answers are being sent: the options, the flag button and Back / Next are
   * locked. */
  busy?: boolean;
  /** Accessibility: names the question stepper's navigation ("Questions" when left out; the stepper translates it). */
  stepperLabel?: string;
  /** Events: an option was ticked, unticked or picked (by option id). */
  onToggleOption: (optionId: number) => void;
  /** Events: a number in the stepper was pressed (0-based index). */
  onGoTo: (index: number) => void;
  /** Events: Next. */
  onNext: () => void;
  /** Events: Back. */
  onBack: () => void;
  /** Events: the flag-question button. */
  onOpenFlag: () => void;
}

/**
 * The runner's question area: the non-linear question stepper, one question with the flag button (its
 * description says whether the question was reported) and Back / Next. Phones: the stepper scrolls sideways above
 * the question and Back / Next stay at the bottom; desktops: the stepper beside the question. Memoized: the
 * countdown's ticks re-render the header, not the stepper and the question (give it stable props and callbacks).
 */
export const TestRunnerQuestionPanel = memo(function TestRunnerQuestionPanel({
  marks,
  currentIndex,
  question,
  selectedIds,
  busy = false,
  stepperLabel = testRunnerViewTexts.questions,
  onToggleOption,
  onGoTo,
  onNext,
  onBack,
  onOpenFlag,
}: TestRunnerQuestionPanelProps) {
  // Memoized per language: a Next re-renders the panel without translating anything again.
  const t = useTexts(testRunnerViewTexts);
  const flagDescriptionId = useId();
  const total = marks.length;
  const currentFlagged = marks[currentIndex]?.flagged ?? false;
  return (
    <Layout>
      <QuestionStepper
        questions={marks}
        current={currentIndex}
        layout="responsive"
        label={stepperLabel}
        onSelect={onGoTo}
      />
      <QuestionColumn>
        <QuestionCard>
          <QuestionView
            number={currentIndex + 1}
            total={total}
            html={question.html}
            multiple={question.multiple}
            options={question.options}
            selectedIds={selectedIds}
            disabled={busy}
            onToggle={onToggleOption}
          />
          <FlagButton
            label={t.flagQuestion}
            icon="flag"
            variant={currentFlagged ? 'primary' : 'secondary'}
            disabled={busy}
            aria-describedby={flagDescriptionId}
            onClick={onOpenFlag}
          />
          <span id={flagDescriptionId} className="visually-hidden">
            {currentFlagged ? t.flaggedDescription : t.flagDescription}
          </span>
        </QuestionCard>
        <Actions>
          <Button
            variant="secondary"
            iconStart="chevron-left"
            disabled={busy || currentIndex === 0}
            onClick={onBack}
          >
            {t.back}
          </Button>
          <Button
            variant="secondary"
            iconEnd="chevron-right"
            disabled={busy || currentIndex >= total - 1}
            onClick={onNext}
          >
            {t.next}
          </Button>
        </Actions>
      </QuestionColumn>
    </Layout>
  );
});

const QuestionColumn = styled.div`
  display: grid;
  gap: ${tokens.space[4]};
  min-width: 0;
`;

const QuestionCard = styled.div`
  position: relative;
  padding: ${tokens.space[4]};
  padding-inline-end: calc(${tokens.space[4]} + 48px);
  border: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
  border-radius: ${tokens.radius.lg};
  background-color: ${tokens.color.surface.raised};
`;

const FlagButton = styled(IconButton)`
  position: absolute;
  inset-block-start: ${tokens.space[2]};
  inset-inline-end: ${tokens.space[2]};
`;

/* Phones: Back / Next stay at the bottom of the screen while the question scrolls. */
const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${tokens.space[3]};

  ${media.mobile} {
    position: sticky;
    bottom: 0;
    margin-inline: calc(-1 * ${tokens.space[4]});
    padding: ${tokens.space[3]} ${tokens.space[4]};
    border-top: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
    background-color: ${tokens.color.surface.background};
  }
`;
