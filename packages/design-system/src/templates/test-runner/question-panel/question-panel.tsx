import { memo, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { IconButton } from '../../../components/icon-button';
import { QuestionStepper, type QuestionMark } from '../../../components/question-stepper';
import { QuestionView } from '../../../components/question-view';
import { useTexts } from '../../../i18n/use-texts';
import { useIdleValue } from '../../../internal/use-idle-ready';
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
  /**
   * Content: every question in order, `question` among them. With it the questions before and after the one on
   * screen stay drawn but hidden, so Next and Back show a question that is already there (ADR 0149).
   */
  questions?: readonly TestRunnerViewQuestion[];
  /** Content: with `questions`, the option ids ticked per question, in order. */
  selections?: readonly (readonly number[])[];
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
  questions,
  selections,
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
  // The drawn neighbours follow the question on screen once the browser is idle after it is painted: Next's own
  // render only shows the question after (drawn already) and hides this one; the new neighbours are drawn (and the
  // old dropped) in the background while the learner reads. The first question paints alone.
  const settled = useIdleValue(currentIndex);
  const drawn =
    questions && settled !== undefined
      ? drawnIndexes(settled, currentIndex, questions.length)
      : [currentIndex];
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
          <DrawnQuestions>
            {drawn.map((index) => {
              const shown = index === currentIndex;
              return (
                <DrawnQuestion
                  key={index}
                  hidden={!shown}
                  number={index + 1}
                  total={total}
                  question={shown ? question : questions![index]!}
                  selectedIds={shown ? selectedIds : (selections?.[index] ?? NO_OPTIONS)}
                  disabled={busy}
                  onToggle={onToggleOption}
                />
              );
            })}
          </DrawnQuestions>
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

const NO_OPTIONS: readonly number[] = [];

/**
 * The questions kept drawn: the one on screen and the neighbours of the settled index (the one the background render
 * has caught up with), in order. Right after Next both the old and the new question are in it, so nothing is
 * created or removed in Next's own render.
 */
function drawnIndexes(settled: number, current: number, count: number): number[] {
  const indexes = new Set([settled - 1, settled, settled + 1, current]);
  return [...indexes].filter((index) => index >= 0 && index < count).sort((a, b) => a - b);
}

interface DrawnQuestionProps {
  /** Drawn but not on screen. */
  hidden: boolean;
  number: number;
  total: number;
  question: TestRunnerViewQuestion;
  selectedIds: readonly number[];
  disabled: boolean;
  onToggle: (optionId: number) => void;
}

/**
 * Where a drawn question is in its preparation: `fresh` (drawn hidden, not laid out yet), `settling` (laid out,
 * about to be locked) or `primed` (laid out once, so hiding it locks it at once).
 */
type DrawnStage = 'fresh' | 'settling' | 'primed';

/**
 * One drawn question: on screen, or hidden until Next or Back shows it (ADR 0149). Hidden, it lies out of the flow
 * where it will show and is `aria-hidden`. Drawn hidden, it is laid out unseen for two frames (transparent, clipped
 * to nothing, so not hit, and `inert`, so its options take no focus), then locked with `content-visibility: hidden`
 * (not painted, focusable or exposed; its styles and layout kept). `inert` is inherited by every node, so it is
 * lifted, and the question restyled, in the same task that locks it, in the background: neither Next nor Back
 * changes an inherited property, and showing or hiding a question restyles its wrapper, not its nodes. A question
 * that has been on screen is laid out already: hidden, it is locked at once.
 * Memoized: showing it changes only `hidden`.
 */
const DrawnQuestion = memo(function DrawnQuestion({ hidden, question, ...rest }: DrawnQuestionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [stage, setStage] = useState<DrawnStage>(hidden ? 'fresh' : 'primed');
  // On screen, it is laid out: from then on hiding it locks it at once.
  if (!hidden && stage !== 'primed') setStage('primed');
  useEffect(() => {
    if (!hidden || stage !== 'fresh') return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setStage('settling'));
    });
    return () => cancelAnimationFrame(frame);
  }, [hidden, stage]);
  // Settling: `inert` is off; its restyle happens here, then the lock follows in this same task (a state set in a
  // layout effect commits before the task ends), so nothing can focus an option in between, and the lock keeps
  // styles that no longer wait for the question to show.
  useLayoutEffect(() => {
    if (stage !== 'settling') return;
    ref.current?.getBoundingClientRect();
    setStage('primed');
  }, [stage]);
  return (
    <Drawn
      ref={ref}
      data-hidden={hidden || undefined}
      data-primed={stage === 'primed' || undefined}
      aria-hidden={hidden || undefined}
      inert={(hidden && stage === 'fresh') || undefined}
    >
      <StillQuestionView
        {...rest}
        html={question.html}
        multiple={question.multiple}
        options={question.options}
      />
    </Drawn>
  );
});

/** The question itself re-renders only when its own props change, not when it is shown or hidden. */
const StillQuestionView = memo(QuestionView);

/* The hidden questions lie over the one shown, as wide; a longer one is clipped here, never lengthening the page
   (the margin keeps the shown question's focus rings). */
const DrawnQuestions = styled.div`
  position: relative;
  overflow: clip;
  overflow-clip-margin: ${tokens.space[3]};
`;

const Drawn = styled.div`
  &[data-hidden] {
    position: absolute;
    inset-block-start: 0;
    inset-inline: 0;
  }
  &[data-hidden]:not([data-primed]) {
    opacity: 0;
    clip-path: inset(50%);
  }
  &[data-hidden][data-primed] {
    content-visibility: hidden;
  }
`;

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
