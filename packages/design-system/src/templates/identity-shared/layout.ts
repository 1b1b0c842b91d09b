import styled from 'styled-components';
import { media, tokens } from '../../tokens';
import { wrapWords } from '../../internal/text-wrap';

export { DialogActions, DialogFields, DialogForm, submitHandler } from '../../components/dialog/dialog-form';

/**
 * Layout shared by the identity templates (sign-up, onboarding, password dialogs). Internal: not exported from
 * the package index.
 */

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

/** The sign-up forms' panel (the wizard and the cart's one-page form). */
export const SignUpPanel = identityPanel('480px');

/** The sign-up forms' heading. */
export const SignUpHeading = styled.h1`
  margin: 0;
  font-size: ${tokens.font.size.xl};
  line-height: ${tokens.font.lineHeight.tight};
  ${wrapWords}
`;
