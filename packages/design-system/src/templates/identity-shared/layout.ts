import type { FormEvent } from 'react';
import styled from 'styled-components';
import { media, tokens } from '../../tokens';

/**
 * Layout shared by the identity templates (sign-up, onboarding, password dialogs). Internal: not exported from
 * the package index.
 */

/** A form's submit handler: never reloads the page, and does nothing while `locked` (busy or submitting). */
export function submitHandler(locked: boolean, action: () => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!locked) action();
  };
}

/** The page behind a one-panel form: centred, with room around it from `md` up. */
export const IdentityPage = styled.main`
  display: flex;
  justify-content: center;
  padding: ${tokens.space[4]};
  background: ${tokens.color.surface.background};
  color: ${tokens.color.text.primary};
  ${media.up('md')} {
    padding: ${tokens.space[8]} ${tokens.space[4]};
  }
`;

/** The panel holding the form: flat on phones, a raised card from `md` up, at most `maxWidth` wide. */
export function identityPanel(maxWidth: string) {
  return styled.div`
    display: flex;
    flex-direction: column;
    gap: ${tokens.space[4]};
    width: 100%;
    min-width: 0;
    max-width: ${maxWidth};
    ${media.up('md')} {
      padding: ${tokens.space[6]};
      border-radius: ${tokens.radius.lg};
      background: ${tokens.color.surface.raised};
      box-shadow: ${tokens.elevation.md};
    }
  `;
}

/** A page form: its fieldset is a plain column (no border), the button below it. */
export const IdentityForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[4]};
  fieldset {
    display: flex;
    flex-direction: column;
    gap: ${tokens.space[3]};
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
`;

/** A form inside a dialog. */
export const DialogForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
`;

/** The fields of a dialog's form, a plain column. */
export const DialogFields = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

/** A dialog's buttons, at its end. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${tokens.space[3]};
`;

/** The sign-up forms' panel (the wizard and the cart's one-page form). */
export const SignUpPanel = identityPanel('480px');

/** The sign-up forms' heading. */
export const SignUpHeading = styled.h1`
  margin: 0;
  font-size: ${tokens.font.size.xl};
  line-height: ${tokens.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;
