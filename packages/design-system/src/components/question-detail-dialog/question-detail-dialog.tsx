import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  difficultyLabel,
  formatAverage,
  formatPercent,
  IMAGE_QUESTION_LABEL,
  type DifficultyLevel,
} from '../../format';
import { useTexts, useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { QuestionResultLabel, type QuestionResult } from '../analysis-table/question-analysis-table';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { Icon } from '../icon';
import { RichText } from '../rich-text';

/** Texts of the question-detail dialog (store-and-assessment.md §2.12, §3 Question analysis). */
export const questionDetailTexts = {
  /** The title with the question's number (ICU). */
  title: 'Question {n}',
  /** The title without a number. */
  untitled: 'Question detail',
  imageQuestion: IMAGE_QUESTION_LABEL,
  options: 'Options',
  correctAnswer: 'Correct answer',
  yourAnswer: 'Your answer',
  yourResult: 'Your result',
  yourTime: 'Your time',
  noTime: 'Not answered',
  difficulty: 'Difficulty',
  attempted: 'Attempted',
  right: 'Right',
  wrong: 'Wrong',
  averageAll: 'Average time, all students',
  averageTop10: 'Average time, top 10 percentile',
  /** A time in seconds (ICU; the number formatted to 2 decimals). */
  seconds: '{seconds} s',
  close: 'Close',
} as const;

/** One option of the question. */
export interface QuestionDetailOption {
  /** Identifies the option among the question's options. */
  id: string | number;
  /** The option's text as server HTML (sanitized, math rendered). */
  html: string;
  /** This option is (one of) the correct answer(s). */
  correct: boolean;
  /** The student chose this option in their first attempt. */
  selected: boolean;
}

/** Props of {@link QuestionDetailDialog}. */
export interface QuestionDetailDialogProps {
  /** Behaviour: shown as a modal while true. */
  open: boolean;
  /** Content: the question's number in the test (the title "Question n"); "Question detail" without it. */
  questionNumber?: number;
  /** Content: the question as server HTML (sanitized, math rendered). */
  questionHtml: string;
  /** Content: the question is an image: it is labelled "Image Question". */
  image?: boolean;
  /** Content: the options in order, with the correct ones and the student's choices marked. */
  options: readonly QuestionDetailOption[];
  /** Content: the student's result on the question (first attempt). */
  result: QuestionResult;
  /** Content: seconds the student spent on it; null when they did not answer it. */
  timeSpent: number | null;
  /** Content: 1 Low, 2 Medium, 3 High. */
  difficulty: DifficultyLevel;
  /** Content: share of students who attempted it, in % (shown to 2 decimals). */
  attemptPercentage: number;
  /** Content: share of students who answered it right, in %. */
  rightPercentage: number;
  /** Content: share of students who answered it wrong, in %. */
  wrongPercentage: number;
  /** Content: average seconds of all students. */
  averageTimeAll: number;
  /** Content: average seconds of the top 10 percentile of students. */
  averageTimeTop10: number;
  /**
   * Layout: drawn open in the page flow, not modal — only for design sheets that show several dialogs at once.
   */
  inline?: boolean;
  /** Events: Close, Escape or the backdrop asked to close. */
  onClose: () => void;
}

/**
 * The detail of one question of a test's question-wise analysis (/report/{testId}): the question, its options
 * with the correct answer and the student's choice marked, the student's result and time, the difficulty, how many
 * students attempted it and got it right or wrong, and the average times — values to 2 decimals.
 */
export function QuestionDetailDialog({
  open,
  questionNumber,
  questionHtml,
  image = false,
  options,
  result,
  timeSpent,
  difficulty,
  attemptPercentage,
  rightPercentage,
  wrongPercentage,
  averageTimeAll,
  averageTimeTop10,
  inline = false,
  onClose,
}: QuestionDetailDialogProps) {
  const t = useTexts(questionDetailTexts);
  const translate = useTranslate();
  const seconds = (value: number) =>
    translate(questionDetailTexts.seconds, { seconds: formatAverage(value) });
  const difficultyName = difficultyLabel(difficulty);
  const facts: [string, ReactNode][] = [
    [t.yourResult, <QuestionResultLabel key="result" result={result} />],
    [
      t.yourTime,
      timeSpent === null ? (
        <>
          <span aria-hidden="true">–</span>
          <span className="visually-hidden">{t.noTime}</span>
        </>
      ) : (
        seconds(timeSpent)
      ),
    ],
    [t.difficulty, difficultyName === undefined ? '–' : translate(difficultyName)],
    [t.attempted, formatPercent(attemptPercentage)],
    [t.right, formatPercent(rightPercentage)],
    [t.wrong, formatPercent(wrongPercentage)],
    [t.averageAll, seconds(averageTimeAll)],
    [t.averageTop10, seconds(averageTimeTop10)],
  ];
  return (
    <Dialog
      open={open}
      inline={inline}
      size="lg"
      fullScreenOnSmall
      title={
        questionNumber === undefined
          ? t.untitled
          : translate(questionDetailTexts.title, { n: questionNumber })
      }
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={() => onClose()}>
          {t.close}
        </Button>
      }
    >
      <Content>
        <Question>
          {image && (
            <ImageLabel>
              <Icon name="image" size="sm" />
              {t.imageQuestion}
            </ImageLabel>
          )}
          <RichText html={questionHtml} profile="question" />
        </Question>
        <Options aria-label={t.options}>
          {options.map((option) => (
            <Option
              key={option.id}
              data-correct={option.correct || undefined}
              data-selected={option.selected || undefined}
            >
              <RichText html={option.html} profile="question" inline />
              {(option.correct || option.selected) && (
                <Marks>
                  {option.correct && (
                    <Mark data-kind="correct">
                      <Icon name="check-circle" size="sm" />
                      {t.correctAnswer}
                    </Mark>
                  )}
                  {option.selected && (
                    <Mark data-kind={option.correct ? 'correct' : 'incorrect'}>
                      <Icon name={option.correct ? 'check' : 'close-circle'} size="sm" />
                      {t.yourAnswer}
                    </Mark>
                  )}
                </Marks>
              )}
            </Option>
          ))}
        </Options>
        <Facts>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Facts>
      </Content>
    </Dialog>
  );
}

const Content = styled.div`
  display: grid;
  gap: ${tokens.space[4]};
  min-width: 0;
`;

const Question = styled.div`
  display: grid;
  gap: ${tokens.space[2]};
  font-size: ${tokens.font.size.md};
`;

const ImageLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[1]};
  color: ${tokens.color.text.secondary};
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.bold};
`;

const Options = styled.ol`
  display: grid;
  gap: ${tokens.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Option = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space[2]};
  padding: ${tokens.space[2]} ${tokens.space[3]};
  border: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
  border-radius: ${tokens.radius.md};

  &[data-correct] {
    border-color: ${tokens.color.feedback.success.border};
    background-color: ${tokens.color.feedback.success.background};
  }

  &[data-selected]:not([data-correct]) {
    border-color: ${tokens.color.feedback.error.border};
    background-color: ${tokens.color.feedback.error.background};
  }
`;

const Marks = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${tokens.space[2]};
`;

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[1]};
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.bold};

  &[data-kind='correct'] {
    color: ${tokens.color.feedback.success.text};
  }
  &[data-kind='incorrect'] {
    color: ${tokens.color.feedback.error.text};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 140px), 1fr));
  gap: ${tokens.space[3]};
  margin: 0;

  & > div {
    display: grid;
    gap: ${tokens.space[1]};
  }
  dt {
    color: ${tokens.color.text.secondary};
    font-size: ${tokens.font.size.sm};
  }
  dd {
    margin: 0;
    font-weight: ${tokens.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;
