import styled from 'styled-components';
import { useTexts } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { Button } from '../button';
import { QuestionView, type QuestionOption } from '../question-view';
import { RichText } from '../rich-text';

/** Texts of review mode (store-and-assessment.md §2.8). */
export const reviewAnswerTexts = {
  yourAnswer: 'Your Answer',
  correctAnswer: 'Correct Answer',
  explanation: 'Explanation:',
  skipped: 'Skipped',
  back: 'Back',
  close: 'Close',
  next: 'Next',
} as const;

/** Props of {@link ReviewAnswer}. */
export interface ReviewAnswerProps {
  /** Content: the question's number, counted from 1 (Back is disabled on 1). */
  number: number;
  /** Content: how many questions the test has (Next is disabled on the last). */
  total: number;
  /** Content: the question text as server HTML (formulas allowed). */
  html: string;
  /** Content: check boxes (QT01, QT04, QT09) when true, radios (QT02) when false. */
  multiple: boolean;
  /** Content: the options, in the server's order. */
  options: readonly QuestionOption[];
  /** Content: the option ids the learner submitted; empty when the question was skipped. */
  yourAnswerIds: readonly number[];
  /** Content: the option ids that are correct. */
  correctIds: readonly number[];
  /** Content: the explanation as server HTML (formulas allowed); nothing shows after "Explanation:" when empty. */
  explanationHtml: string;
  /** Events: Back, to the previous question. */
  onBack: () => void;
  /** Events: Close, back to the result summary. */
  onClose: () => void;
  /** Events: Next, to the next question. */
  onNext: () => void;
  /** Accessibility: the heading level of "Question n of m". */
  headingLevel?: 2 | 3;
  /** Appearance: a class for the caller's own layout. */
  className?: string;
}

/** The options' HTML for the given ids, in option order. */
const optionsOf = (options: readonly QuestionOption[], ids: readonly number[]) =>
  options.filter((option) => ids.includes(option.id));

/**
 * Review mode of one submitted question: the question with the correct answer and the learner's wrong picks
 * marked, then "Your Answer" (or "Skipped"), "Correct Answer" and "Explanation:", with Back, Close and Next.
 */
export function ReviewAnswer({
  number,
  total,
  html,
  multiple,
  options,
  yourAnswerIds,
  correctIds,
  explanationHtml,
  onBack,
  onClose,
  onNext,
  headingLevel = 2,
  className,
}: ReviewAnswerProps) {
  const t = useTexts(reviewAnswerTexts);
  const yours = optionsOf(options, yourAnswerIds);
  const answers = [
    { term: t.yourAnswer, options: yours, empty: t.skipped },
    { term: t.correctAnswer, options: optionsOf(options, correctIds), empty: '' },
  ];
  return (
    <Root className={className}>
      <QuestionView
        number={number}
        total={total}
        html={html}
        multiple={multiple}
        options={options}
        selectedIds={yourAnswerIds}
        review={{ correctIds }}
        headingLevel={headingLevel}
      />
      <Answers>
        {answers.map(({ term, options: chosen, empty }) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>
              {chosen.length === 0 ? (
                empty
              ) : (
                <ul>
                  {chosen.map((option) => (
                    <li key={option.id}>
                      <RichText html={option.html} profile="question" inline />
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        ))}
        <div>
          <dt>{t.explanation}</dt>
          <dd>
            <RichText html={explanationHtml} profile="question" />
          </dd>
        </div>
      </Answers>
      <Actions>
        <Button variant="secondary" iconStart="chevron-left" disabled={number <= 1} onClick={() => onBack()}>
          {t.back}
        </Button>
        <Button variant="text" onClick={() => onClose()}>
          {t.close}
        </Button>
        <Button iconEnd="chevron-right" disabled={number >= total} onClick={() => onNext()}>
          {t.next}
        </Button>
      </Actions>
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space[4]};
  align-content: start;
  min-width: 0;
  color: ${tokens.color.text.primary};
`;

const Answers = styled.dl`
  display: grid;
  gap: ${tokens.space[3]};
  margin: 0;

  & > div {
    min-width: 0;
    padding: ${tokens.space[3]};
    border-radius: ${tokens.radius.md};
    background-color: ${tokens.color.surface.sunken};
    overflow-wrap: anywhere;
  }

  dt {
    font-size: ${tokens.font.size.sm};
    font-weight: ${tokens.font.weight.bold};
    color: ${tokens.color.text.secondary};
  }

  dd {
    margin: ${tokens.space[1]} 0 0;
  }

  ul {
    margin: 0;
    padding-inline-start: ${tokens.space[5]};
  }

  img {
    max-width: 100%;
    height: auto;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space[3]};
`;
