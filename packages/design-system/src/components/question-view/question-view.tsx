import { useId } from 'react';
import styled from 'styled-components';
import { useTexts, useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { Checkbox } from '../checkbox';
import { Fieldset } from '../field';
import { Icon } from '../icon';
import { RadioGroup } from '../radio-group';
import { RichText } from '../rich-text';

/** One answer option of a question. */
export interface QuestionOption {
  /** The option id the server knows (sent back in the answer record). */
  id: number;
  /** The option's text as server HTML; may hold formulas and images. */
  html: string;
}

/** The question's heading ("Question {n} of {total}", ICU) and the marks review mode puts beside the options (never
 * colour alone). */
export const QUESTION_VIEW_TEXTS = {
  of: 'Question {n} of {total}',
  correct: 'Correct answer',
  yourCorrect: 'Your answer, correct',
  yourIncorrect: 'Your answer, incorrect',
} as const;

/** Props of {@link QuestionView}. */
export interface QuestionViewProps {
  /** Content: the question's number, counted from 1. */
  number: number;
  /** Content: how many questions the test has. */
  total: number;
  /** Content: the question text as server HTML (formulas and images allowed); shown through RichText. */
  html: string;
  /** Behaviour: check boxes (QT01, QT04, QT09: several answers) when true, radios (QT02: one) when false. */
  multiple: boolean;
  /** Content: the options, in the server's order. */
  options: readonly QuestionOption[];
  /** Content: the option ids the learner has chosen. */
  selectedIds: readonly number[];
  /** Events: an option was ticked or unticked (check boxes) or picked (radios), by id. */
  onToggle?: (optionId: number) => void;
  /** Behaviour: the options cannot be changed (the test is being submitted or time is up). */
  disabled?: boolean;
  /**
   * Behaviour: review mode after submission: read-only; the correct options are marked "Correct answer" and the
   * learner's picks "Your answer, correct" or "Your answer, incorrect" (words and an icon, not colour alone).
   */
  review?: { correctIds: readonly number[] };
  /** Accessibility: the heading level of "Question n of m". */
  headingLevel?: 2 | 3;
  /** Appearance: a class for the caller's own layout. */
  className?: string;
}

type Tone = 'correct' | 'incorrect';

/** The option's letter: A, B, C … (numbers after Z). */
export const optionLetter = (index: number) =>
  index < 26 ? String.fromCharCode(65 + index) : String(index + 1);

function reviewMark(
  id: number,
  selected: readonly number[],
  correct: readonly number[],
  texts: typeof QUESTION_VIEW_TEXTS,
) {
  const isCorrect = correct.includes(id);
  const isPicked = selected.includes(id);
  if (isPicked)
    return isCorrect
      ? { tone: 'correct' as Tone, text: texts.yourCorrect }
      : { tone: 'incorrect' as Tone, text: texts.yourIncorrect };
  return isCorrect ? { tone: 'correct' as Tone, text: texts.correct } : null;
}

/**
 * One test question: "Question n of m", the question text (HTML with formulas) and its options as check boxes or
 * radios in a group named "Question n of m". In review mode the options are read-only and the correct answer and
 * the learner's wrong picks are marked in words with an icon.
 */
export function QuestionView({
  number,
  total,
  html,
  multiple,
  options,
  selectedIds,
  onToggle,
  disabled = false,
  review,
  headingLevel = 2,
  className,
}: QuestionViewProps) {
  const name = useId();
  const texts = useTexts(QUESTION_VIEW_TEXTS);
  const translate = useTranslate();
  const title = translate(QUESTION_VIEW_TEXTS.of, { n: number, total });
  const locked = disabled || review !== undefined;
  const choices = options.map((option, index) => {
    const mark = review ? reviewMark(option.id, selectedIds, review.correctIds, texts) : null;
    return {
      value: String(option.id),
      // A visible letter starts every option's name, so an option made only of a formula still has text.
      label: (
        <>
          <Letter>{optionLetter(index)}</Letter> <RichText html={option.html} profile="question" inline />
        </>
      ),
      description: mark ? (
        <Mark data-tone={mark.tone}>
          <Icon name={mark.tone === 'correct' ? 'check-circle' : 'close-circle'} size="sm" />
          {mark.text}
        </Mark>
      ) : undefined,
    };
  });

  return (
    <Root className={className} data-review={review ? true : undefined}>
      <Heading as={`h${headingLevel}`}>{title}</Heading>
      <Text html={html} profile="question" />
      <Options data-review={review ? true : undefined}>
        {multiple ? (
          <Fieldset legend={title} hideLegend disabled={locked}>
            {choices.map((choice) => (
              <Checkbox
                key={choice.value}
                name={name}
                value={choice.value}
                label={choice.label}
                description={choice.description}
                checked={selectedIds.includes(Number(choice.value))}
                onCheckedChange={() => onToggle?.(Number(choice.value))}
              />
            ))}
          </Fieldset>
        ) : (
          <RadioGroup
            legend={title}
            hideLegend
            disabled={locked}
            name={name}
            options={choices}
            value={selectedIds.length > 0 ? String(selectedIds[0]) : ''}
            onValueChange={(value) => onToggle?.(Number(value))}
          />
        )}
      </Options>
    </Root>
  );
}

const Root = styled.section`
  display: grid;
  gap: ${tokens.space[3]};
  align-content: start;
  min-width: 0;
  color: ${tokens.color.text.primary};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.bold};
  color: ${tokens.color.text.secondary};
  font-variant-numeric: tabular-nums;
`;

const Text = styled(RichText)`
  display: block;
  font-size: ${tokens.font.size.lg};
  line-height: ${tokens.font.lineHeight.normal};
  overflow-wrap: anywhere;

  img {
    max-width: 100%;
    height: auto;
  }
`;

const Options = styled.div`
  min-width: 0;
  overflow-wrap: anywhere;

  /* Review is read-only, not unavailable: the options keep full-strength text. */
  &[data-review] fieldset label {
    color: ${tokens.color.text.primary};
    cursor: default;
  }

  img {
    max-width: 100%;
    height: auto;
  }
`;

const Letter = styled.span`
  display: inline-block;
  min-width: 1.5em;
  margin-inline-end: ${tokens.space[1]};
  font-weight: ${tokens.font.weight.bold};
  color: ${tokens.color.text.secondary};
`;

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[1]};
  font-weight: ${tokens.font.weight.bold};

  &[data-tone='correct'] {
    color: ${tokens.color.feedback.success.text};
  }
  &[data-tone='incorrect'] {
    color: ${tokens.color.feedback.error.text};
  }
`;
