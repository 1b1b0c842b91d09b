import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useTexts, useTranslate } from '../../../i18n/use-texts';
import { tokens } from '../../../tokens';
import { Button } from '../../button';
import { Dialog } from '../../dialog';
import { Icon } from '../../icon';
import { DialogMessage } from '../dialog-message';

/**
 * Texts of the coding-competition dialog. The spec gives only "a banner and a confirm button, then a thank-you
 * message with an Ok button" (learning-app.md §2) and names the competition (§1); the wording is ours (ADR 0048).
 */
export const codingCompetitionDialogTexts = {
  title: 'National Coding Competition',
  message:
    'GO_CODERZ, the national coding competition for school students, is open to you. Confirm to take part: you get the GO_CODERZ masterclasses and can upload your project from the mission.',
  confirm: 'Confirm',
  notNow: 'Not now',
  thanksTitle: 'Thank you!',
  thanksMessage:
    'You are registered for the national coding competition. Watch the GO_CODERZ masterclasses and upload your project from the mission.',
  ok: 'Ok',
  bannerName: 'GO_CODERZ',
  bannerTagline: 'National Coding Competition',
} as const;

/** Which face the dialog shows: the invitation with Confirm, or the thank-you with Ok. */
export type CodingCompetitionStep = 'invite' | 'thanks';

/** Props of {@link CodingCompetitionDialog}. */
export interface CodingCompetitionDialogProps {
  /** Behaviour: shown while true (see ADR 0048 for when: eligible and not yet registered). */
  open: boolean;
  /** Behaviour: `invite` until the confirmation is recorded, then `thanks`. Focus moves to Ok on the switch. */
  step: CodingCompetitionStep;
  /** Content: the competition banner; a drawn GO_CODERZ banner when absent or broken. */
  bannerUrl?: string | null;
  /** Accessibility: the banner's alt text when it carries words the dialog does not repeat; decorative by default. */
  bannerAlt?: string;
  /** Behaviour: the confirmation is being recorded: Confirm shows progress, the dialog cannot be closed. */
  confirming?: boolean;
  /** Content: why recording failed (the server's message); shown as an alert; Confirm can be tried again. */
  error?: string | null;
  /** Events: Confirm — record the registration, then show the thank-you. */
  onConfirm: () => void;
  /** Events: Ok on the thank-you (also Escape there). */
  onOk: () => void;
  /** Events: "Not now", Escape, the backdrop or × on the invitation (never while confirming). */
  onClose: () => void;
  /** Layout: drawn open in the page flow (design sheets only; never in the product). */
  inline?: boolean;
}

/**
 * The national coding competition prompt of GO_CODERZ: a banner, what taking part means, "Not now" (focused
 * first, the safe choice) and Confirm; after the confirmation is recorded, a thank-you with Ok.
 */
export function CodingCompetitionDialog({
  open,
  step,
  bannerUrl,
  bannerAlt = '',
  confirming = false,
  error,
  onConfirm,
  onOk,
  onClose,
  inline = false,
}: CodingCompetitionDialogProps) {
  const t = useTexts(codingCompetitionDialogTexts);
  const translate = useTranslate();
  const thanks = step === 'thanks';
  const okRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The Confirm button that had focus is gone once the thank-you shows: focus follows to Ok.
    if (thanks && open && !inline) okRef.current?.focus();
  }, [thanks, open, inline]);

  return (
    <Dialog
      open={open}
      inline={inline}
      title={thanks ? t.thanksTitle : t.title}
      size="md"
      dismissible={!confirming}
      closeButton={!thanks}
      onClose={thanks ? onOk : onClose}
      actions={
        thanks ? (
          <Button ref={okRef} onClick={onOk}>
            {t.ok}
          </Button>
        ) : (
          <>
            <Button variant="secondary" disabled={confirming} onClick={onClose}>
              {t.notNow}
            </Button>
            <Button loading={confirming} onClick={onConfirm}>
              {t.confirm}
            </Button>
          </>
        )
      }
    >
      <Body aria-busy={confirming || undefined}>
        <Banner bannerUrl={bannerUrl} bannerAlt={bannerAlt} thanks={thanks} />
        <Text>{thanks ? t.thanksMessage : t.message}</Text>
        {thanks ? null : <DialogMessage tone="error">{error ? translate(error) : error}</DialogMessage>}
      </Body>
    </Dialog>
  );
}

function Banner({
  bannerUrl,
  bannerAlt,
  thanks,
}: {
  bannerUrl?: string | null;
  bannerAlt: string;
  thanks: boolean;
}) {
  const t = useTexts(codingCompetitionDialogTexts);
  if (bannerUrl) {
    return (
      <BannerFrame>
        <img src={bannerUrl} alt={bannerAlt} />
      </BannerFrame>
    );
  }
  return (
    <BannerFrame data-drawn aria-hidden="true">
      <Icon name={thanks ? 'check-circle' : 'leaderboard'} size="xl" />
      <BannerWords>
        <strong>{t.bannerName}</strong>
        <span>{t.bannerTagline}</span>
      </BannerWords>
    </BannerFrame>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[4]};
`;

const BannerFrame = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space[3]};
  aspect-ratio: 3 / 1;
  overflow: hidden;
  border-radius: ${tokens.radius.md};
  background-color: ${tokens.color.surface.sunken};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  &[data-drawn] {
    padding: ${tokens.space[3]};
    background-color: ${tokens.color.brand.primary};
    color: ${tokens.color.text.inverse};
  }
`;

const BannerWords = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  line-height: ${tokens.font.lineHeight.tight};

  strong {
    font-size: ${tokens.font.size.xl};
    letter-spacing: 0.04em;
  }

  span {
    font-size: ${tokens.font.size.sm};
  }
`;

const Text = styled.p`
  margin: 0;
`;
