import type { FormEvent } from 'react';
import { AlertDialog } from '../../components/alert-dialog';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import {
  OnboardingForm,
  OnboardingHeading,
  OnboardingPage,
  OnboardingPanel,
} from '../enter-details/enter-details-view';

/** Texts of the Enter Your Name screen (learning-app.md §2, store-and-assessment.md §5 "Name-only screen"). */
export const enterNameViewTexts = {
  title: 'Enter Your Name',
  name: 'Name',
  continue: 'Continue',
  ok: 'OK',
} as const;

/** Props of {@link EnterNameView}. */
export interface EnterNameViewProps {
  /** Content: the heading. */
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
  title = enterNameViewTexts.title,
  name,
  error,
  busy = false,
  failure = null,
  as = 'main',
  onNameChange,
  onSubmit,
  onFailureOk,
}: EnterNameViewProps) {
  const t = enterNameViewTexts;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <OnboardingPage as={as}>
      <OnboardingPanel>
        <OnboardingHeading>{title}</OnboardingHeading>
        <OnboardingForm noValidate onSubmit={submit} aria-busy={busy || undefined}>
          <fieldset disabled={busy}>
            <TextField
              label={t.name}
              name="name"
              autoComplete="name"
              maxLength={50}
              value={name}
              error={error}
              required
              onValueChange={onNameChange}
            />
          </fieldset>
          <Button type="submit" fullWidth loading={busy}>
            {t.continue}
          </Button>
        </OnboardingForm>
      </OnboardingPanel>
      <AlertDialog
        open={failure !== null}
        type="danger"
        title={failure ?? ''}
        dismissible={false}
        actions={<Button onClick={onFailureOk}>{t.ok}</Button>}
      />
    </OnboardingPage>
  );
}
