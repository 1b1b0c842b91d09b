import { useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslate } from '../../i18n/use-texts';
import { media, tokens } from '../../tokens';
import { CloseButton } from '../snackbar/close-button';
import { useModal } from './use-modal';

export type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps {
  /** Content: the heading that names the dialog (`aria-labelledby`). */
  title: ReactNode;
  /** Accessibility: the title's language, when it is the server's data (a quest's or mission's name) in a page of
   * another language: `useDataLang()`. */
  titleLang?: string;
  /** Content: one explaining line under the title (`aria-describedby`). */
  description?: ReactNode;
  /** Accessibility: the description's language, when it is the server's data (a product's name): `useDataLang()`. */
  descriptionLang?: string;
  /** Content: the body: text, a form, a list. */
  children?: ReactNode;
  /** Content: the buttons at the bottom, given by the caller (least destructive first). */
  actions?: ReactNode;
  /** Content: a decorative picture above the title, hidden from screen readers (AlertDialog's icon). */
  media?: ReactNode;
  /** Appearance: the widest the dialog grows on large screens. */
  size?: DialogSize;
  /** Appearance: `center` for short alerts with a picture; `start` for forms and lists. */
  align?: 'start' | 'center';
  /** Appearance: fills the screen below the small breakpoint (576 px), e.g. the OTP dialog. */
  fullScreenOnSmall?: boolean;
  /** Behaviour: shown as a modal while true. The dialog is controlled: it asks to close through `onClose`. */
  open: boolean;
  /**
   * Behaviour: Escape, a click on the backdrop and the close button ask to close. `false` for dialogs that need
   * an answer from their actions (a running payment, a non-optional step).
   */
  dismissible?: boolean;
  /**
   * Layout: drawn open in the page flow, not modal, with no focus handling — only for design sheets and docs
   * that show several dialogs at once. Never in the product.
   */
  inline?: boolean;
  /**
   * Events: asks to close (Escape, backdrop, close button) when dismissible. Focus returns to the element that
   * had it when the dialog opened once `open` turns false.
   */
  onClose?: () => void;
  /** Accessibility: `alertdialog` for messages that interrupt (errors, confirmations of risky actions). */
  role?: 'dialog' | 'alertdialog';
  /** Appearance: the × button in the corner (only when dismissible and `onClose` is given). */
  closeButton?: boolean;
  /** Accessibility: the name of the close button. */
  closeLabel?: string;
  /** Accessibility: the heading level of the title. */
  headingLevel?: 2 | 3;
}

/**
 * A modal dialog on the native `<dialog>` element: `showModal()` puts it in the top layer (over any layout, no
 * portal needed) and makes the rest of the page inert. On open, focus moves to the element marked
 * `data-autofocus`, else the first focusable element of the body and actions, else the close button, else the
 * dialog; Tab and Shift+Tab cycle inside; on close focus returns to the opener. The page does not scroll
 * behind it.
 *
 * It always fits the screen a phone shows: fixed to the viewport, at most the viewport's width and dynamic height
 * (`100dvh`, so a phone's URL bar never hides its foot) less a margin; a long title or body scrolls inside it while
 * the actions stay on screen below it.
 */
export function Dialog({
  title,
  titleLang,
  description,
  descriptionLang,
  children,
  actions,
  media: picture,
  size = 'md',
  align = 'start',
  fullScreenOnSmall = false,
  open,
  dismissible = true,
  inline = false,
  onClose,
  role = 'dialog',
  closeButton = true,
  closeLabel = 'Close',
  headingLevel = 2,
}: DialogProps) {
  const t = useTranslate();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useModal(ref, { open, inline, dismissible, onClose });
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const showClose = closeButton && dismissible && Boolean(onClose);

  return (
    <StyledDialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
      open={inline && open ? true : undefined}
      data-inline={inline || undefined}
      data-size={size}
      data-align={align}
      data-full-screen-small={fullScreenOnSmall || undefined}
    >
      {open ? (
        <Panel>
          <Scroll data-dialog-scroll="">
            <Header data-has-close={showClose || undefined}>
              {picture ? <Media aria-hidden="true">{picture}</Media> : null}
              <Title as={Heading} id={titleId} lang={titleLang}>
                {title}
              </Title>
              {showClose ? (
                <CloseSlot data-close>
                  <CloseButton label={t(closeLabel)} onClick={() => onClose?.()} />
                </CloseSlot>
              ) : null}
            </Header>
            {description ? (
              <Description id={descriptionId} lang={descriptionLang}>
                {description}
              </Description>
            ) : null}
            {children ? <Body data-content>{children}</Body> : null}
          </Scroll>
          {actions ? <Actions data-content>{actions}</Actions> : null}
        </Panel>
      ) : null}
    </StyledDialog>
  );
}

/** The page's margin around a modal dialog on every side. */
const margin = tokens.space[4];

const widths = (['sm', 'md', 'lg'] as const)
  .map(
    (s) =>
      `&[data-size='${s}'] { width: min(100% - 2 * ${margin}, 100vw - 2 * ${margin}, ${tokens.dialog.width[s]}); }`,
  )
  .join('\n');

/*
 * Fixed to the viewport (as the top layer draws a modal dialog anyway), never wider or taller than the screen: a
 * page that grew wider than a phone's screen cannot push it, or its buttons, off the screen. The 100vh line first, for
 * browsers without dynamic viewport units.
 */
const StyledDialog = styled.dialog`
  position: fixed;
  inset: 0;
  z-index: ${tokens.z.dialog};
  box-sizing: border-box;
  max-width: calc(100vw - 2 * ${margin});
  max-height: calc(100% - 2 * ${margin});
  max-height: min(100% - 2 * ${margin}, 100vh - 2 * ${margin});
  max-height: min(100% - 2 * ${margin}, 100dvh - 2 * ${margin});
  margin: auto;
  padding: 0;
  border: 0;
  border-radius: ${tokens.radius.lg};
  background-color: ${tokens.color.surface.raised};
  color: ${tokens.color.text.primary};
  box-shadow: ${tokens.elevation.lg};
  font-family: ${tokens.font.family.base};
  overflow: hidden;

  ${widths}

  &[open] {
    display: flex;
    flex-direction: column;
  }

  &:focus,
  &:focus-visible {
    outline: none;
  }

  &::backdrop {
    background-color: ${tokens.color.surface.overlay};
  }

  &[data-inline] {
    position: relative;
    inset: auto;
    z-index: auto;
    width: 100%;
    max-width: none;
    max-height: none;
    margin: 0;
    border: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
  }

  &[data-inline][data-size='sm'] {
    max-width: ${tokens.dialog.width.sm};
  }
  &[data-inline][data-size='md'] {
    max-width: ${tokens.dialog.width.md};
  }
  &[data-inline][data-size='lg'] {
    max-width: ${tokens.dialog.width.lg};
  }

  ${media.down('sm')} {
    &[data-full-screen-small]:not([data-inline]) {
      width: 100%;
      max-width: none;
      height: 100%;
      max-height: 100%;
      margin: 0;
      border-radius: 0;
    }
  }
`;

/* The dialog's content: a part that scrolls (title, description, body) over the actions, which never scroll away. */
const Panel = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  min-height: 0;
  overflow-wrap: anywhere;

  [data-align='center'] > & {
    text-align: center;
  }
`;

/* Room at its foot for a focus ring (5 px) when the actions follow; together with theirs, 24 px as at its top. */
const Scroll = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${tokens.space[4]};
  min-height: 0;
  padding: ${tokens.space[6]} ${tokens.space[5]};
  overflow-y: auto;
  overscroll-behavior: contain;

  &:not(:last-child) {
    padding-block-end: ${tokens.space[2]};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space[3]};

  [data-align='center'] & {
    flex-direction: column;
    align-items: center;
  }
`;

const Media = styled.div`
  display: flex;
  justify-content: center;
`;

const Title = styled.h2`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: ${tokens.font.size.xl};
  font-weight: ${tokens.font.weight.bold};
  line-height: ${tokens.font.lineHeight.tight};

  [data-align='center'] & {
    align-self: stretch;
  }

  /* Centred titles keep clear of the corner close button on both sides, so they stay centred. */
  [data-align='center'] [data-has-close] > & {
    padding-inline: ${tokens.space[8]};
  }
`;

const CloseSlot = styled.div`
  flex-shrink: 0;
  color: ${tokens.color.text.secondary};

  [data-align='center'] & {
    position: absolute;
    inset-block-start: ${tokens.space[3]};
    inset-inline-end: ${tokens.space[3]};
    margin: ${tokens.space[2]};
  }
`;

const Description = styled.p`
  margin: 0;
  font-size: ${tokens.font.size.md};
  line-height: ${tokens.font.lineHeight.normal};
  color: ${tokens.color.text.secondary};
`;

const Body = styled.div`
  font-size: ${tokens.font.size.md};
  line-height: ${tokens.font.lineHeight.normal};
`;

const Actions = styled.div`
  display: flex;
  flex: none;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${tokens.space[3]};
  padding: ${tokens.space[4]} ${tokens.space[5]} ${tokens.space[6]};

  [data-align='center'] & {
    justify-content: center;
  }
`;
