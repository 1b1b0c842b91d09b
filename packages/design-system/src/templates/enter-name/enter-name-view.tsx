import { useTexts } from '../../i18n/use-texts';
import { OnboardingScreen } from '../identity-shared/onboarding-screen';

/** Texts of the Enter Your Name screen (learning-app.md §2, store-and-assessment.md §5 "Name-only screen"). */
export const enterNameViewTexts = {
  title: 'Enter Your Name',
  name: 'Name',
  continue: 'Continue',
  ok: 'OK',
} as const;

/** Props of {@link EnterNameView}. */
export interface EnterNameViewProps {
  /** Content: the heading, shown as given; "Enter Your Name" without it. */
  title?: string;
  /** Content: the typed name. */
  name: string;
  /** Content: the name's error: "Name is required" or the length message. */
  error?: string;
  /** Behaviour: saving and loading the student: the form is locked and Continue shows progress. */
  busy?: boolean;
  /** Content: a server failure in a danger dialog with OK. */
  failure?: string | null;
  /** Accessibility: `main` when the view is the page (default); `div` inside another page or a sheet. */
  as?: 'main' | 'div';
  /** Events: typing the name. */
  onNameChange: (value: string) => void;
  /** Events: Continue (or Enter in the field). */
  onSubmit: () => void;
  /** Events: OK in the failure dialog. */
  onFailureOk: () => void;
}

/** Onboarding with the name only: Name and Continue. */
export function EnterNameView({
  title,
  name,
  error,
  busy = false,
  failure = null,
  as = 'main',
  onNameChange,
  onSubmit,
  onFailureOk,
}: EnterNameViewProps) {
  const t = useTexts(enterNameViewTexts);
  return (
    <OnboardingScreen
      as={as}
      title={title ?? t.title}
      nameLabel={t.name}
      name={name}
      nameError={error}
      continueLabel={t.continue}
      okLabel={t.ok}
      busy={busy}
      failure={failure}
      onNameChange={onNameChange}
      onSubmit={onSubmit}
      onFailureOk={onFailureOk}
    />
  );
}
