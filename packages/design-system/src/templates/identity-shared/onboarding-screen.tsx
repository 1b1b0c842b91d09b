import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AlertDialog } from '../../components/alert-dialog';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { IdentityForm, IdentityPage, identityPanel, submitHandler } from './layout';

/** Props of {@link OnboardingScreen}. */
interface OnboardingScreenProps {
  as: 'main' | 'div';
  /** The heading and labels, already in the active language. */
  title: string;
  nameLabel: string;
  name: string;
  /** The name's error, in English from the app: translated here (as is `failure`). */
  nameError?: string;
  continueLabel: string;
  okLabel: string;
  /** Saving: the form is locked and Continue shows progress. */
  busy: boolean;
  /** Something else is loading: the form says it is busy but stays open. */
  waiting?: boolean;
  failure: string | null;
  onNameChange: (value: string) => void;
  onSubmit: () => void;
  onFailureOk: () => void;
  /** The fields after Name. */
  children?: ReactNode;
}

/**
 * An onboarding screen after sign-up: the heading, Name (then `children`) and Continue; a server failure in a
 * danger dialog with OK.
 */
export function OnboardingScreen({
  as,
  title,
  nameLabel,
  name,
  nameError,
  continueLabel,
  okLabel,
  busy,
  waiting = false,
  failure,
  onNameChange,
  onSubmit,
  onFailureOk,
  children,
}: OnboardingScreenProps) {
  const t = useTranslate();
  return (
    <IdentityPage as={as}>
      <Panel>
        <Heading>{title}</Heading>
        <IdentityForm
          noValidate
          onSubmit={submitHandler(busy, onSubmit)}
          aria-busy={busy || waiting || undefined}
        >
          <fieldset disabled={busy}>
            <TextField
              label={nameLabel}
              name="name"
              autoComplete="name"
              maxLength={50}
              value={name}
              error={nameError && t(nameError)}
              required
              onValueChange={onNameChange}
            />
            {children}
          </fieldset>
          <Button type="submit" fullWidth loading={busy}>
            {continueLabel}
          </Button>
        </IdentityForm>
      </Panel>
      <AlertDialog
        open={failure !== null}
        type="danger"
        title={failure === null ? '' : t(failure)}
        dismissible={false}
        actions={<Button onClick={onFailureOk}>{okLabel}</Button>}
      />
    </IdentityPage>
  );
}

const Panel = identityPanel('420px');

const Heading = styled.h1`
  margin: 0;
  font-size: ${tokens.font.size['2xl']};
  line-height: ${tokens.font.lineHeight.tight};
`;
