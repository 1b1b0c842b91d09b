import styled from 'styled-components';
import { Button } from '../../components/button';
import { Select, type SelectOption } from '../../components/select';
import { useDataLang, useTexts, useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { OnboardingScreen } from '../identity-shared/onboarding-screen';

/** Texts of the Enter Details screen (learning-app.md §2, store-and-assessment.md §5 "Details screen"). */
export const enterDetailsViewTexts = {
  title: 'Enter Details',
  name: 'Name',
  board: 'Select Board',
  grade: 'Select Grade',
  continue: 'Continue',
  ok: 'OK',
  retry: 'Try again',
  loadingChoices: 'Loading boards and grades',
} as const;

/** Fields of the Enter Details screen. */
export type EnterDetailsField = 'name' | 'boardId' | 'gradeId';

/** Props of {@link EnterDetailsView}. */
export interface EnterDetailsViewProps {
  /** Content: the heading, shown as given; "Enter Details" without it. */
  title?: string;
  /** Content: the typed name. */
  name: string;
  /** Content: the chosen board's id as text (`''` for none). */
  boardId: string;
  /** Content: the chosen grade's id as text (`''` for none). */
  gradeId: string;
  /** Content: the boards. */
  boards: readonly SelectOption[];
  /** Content: the grades of the chosen board only (the caller filters and clears on board change). */
  grades: readonly SelectOption[];
  /** Content: field errors: "Name is required", "Please select board", "Please select grade". */
  errors?: Partial<Record<EnterDetailsField, string>>;
  /** Behaviour: boards and grades are loading: the selects wait. */
  choicesLoading?: boolean;
  /** Content: the boards and grades could not be loaded; shown with a retry button. */
  choicesError?: string | null;
  /** Behaviour: saving: the form is locked and Continue shows progress. */
  busy?: boolean;
  /** Content: a server failure in a danger dialog with OK. */
  failure?: string | null;
  /** Accessibility: `main` when the view is the page (default); `div` inside another page or a sheet. */
  as?: 'main' | 'div';
  /** Events: typing the name. */
  onNameChange: (value: string) => void;
  /** Events: a board chosen. */
  onBoardChange: (boardId: string) => void;
  /** Events: a grade chosen. */
  onGradeChange: (gradeId: string) => void;
  /** Events: Continue (or Enter in the name). */
  onSubmit: () => void;
  /** Events: retry loading boards and grades. */
  onRetryChoices?: () => void;
  /** Events: OK in the failure dialog. */
  onFailureOk: () => void;
}

/**
 * Onboarding after sign-up: Name, Select Board, Select Grade (only the chosen board's grades; none until a board
 * is chosen) and Continue. Server failures show in a danger dialog; what was typed stays.
 */
export function EnterDetailsView({
  title,
  name,
  boardId,
  gradeId,
  boards,
  grades,
  errors = {},
  choicesLoading = false,
  choicesError = null,
  busy = false,
  failure = null,
  as = 'main',
  onNameChange,
  onBoardChange,
  onGradeChange,
  onSubmit,
  onRetryChoices,
  onFailureOk,
}: EnterDetailsViewProps) {
  const t = useTexts(enterDetailsViewTexts);
  const translate = useTranslate();
  // The boards and grades to choose from are the server's names.
  const dataLang = useDataLang();
  return (
    <OnboardingScreen
      as={as}
      title={title ?? t.title}
      nameLabel={t.name}
      name={name}
      nameError={errors.name}
      continueLabel={t.continue}
      okLabel={t.ok}
      busy={busy}
      waiting={choicesLoading}
      failure={failure}
      onNameChange={onNameChange}
      onSubmit={onSubmit}
      onFailureOk={onFailureOk}
    >
      <Select
        label={t.board}
        placeholder={choicesLoading ? t.loadingChoices : t.board}
        options={boards}
        optionsLang={dataLang}
        value={boardId}
        error={errors.boardId && translate(errors.boardId)}
        required
        disabled={choicesLoading || boards.length === 0}
        onValueChange={onBoardChange}
      />
      <Select
        label={t.grade}
        placeholder={t.grade}
        options={grades}
        optionsLang={dataLang}
        value={gradeId}
        error={errors.gradeId && translate(errors.gradeId)}
        required
        disabled={choicesLoading || boardId === ''}
        onValueChange={onGradeChange}
      />
      {choicesError && (
        <ChoicesError role="alert">
          <span>{translate(choicesError)}</span>
          {onRetryChoices && (
            <Button variant="text" size="sm" onClick={onRetryChoices}>
              {t.retry}
            </Button>
          )}
        </ChoicesError>
      )}
    </OnboardingScreen>
  );
}

const ChoicesError = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[2]};
  margin: 0;
  color: ${tokens.color.feedback.error.text};
  font-size: ${tokens.font.size.sm};
`;
