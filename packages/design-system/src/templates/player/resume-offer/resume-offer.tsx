import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { formatMinutesSeconds } from '../../../format';
import { useTexts, useTranslate } from '../../../i18n/use-texts';
import { tokens } from '../../../tokens';
import { playerViewTexts } from '../player-model';

/** Props of {@link ResumeOffer}. */
export interface ResumeOfferProps {
  /**
   * Content: the saved position in seconds (the player façade's `resumeAt`), offered as "Continue from m:ss?" (65 →
   * "Continue from 1:05?") in the active language; the offer names the group.
   */
  resumeAt: number;
  /** Events: Continue (play on from the saved position). */
  onContinue: () => void;
  /** Events: Start over (play from the beginning). */
  onRestart: () => void;
}

/**
 * The player's resume offer: over the picture, in place of the controls, it asks "Continue from m:ss?" with Start
 * over and Continue. Place it in the positioned video frame (it covers the frame with the player's scrim).
 */
export function ResumeOffer({ resumeAt, onContinue, onRestart }: ResumeOfferProps) {
  const questionId = useId();
  const t = useTexts(playerViewTexts);
  const translate = useTranslate();
  return (
    <Offer role="group" aria-labelledby={questionId}>
      <Question id={questionId}>
        {translate(playerViewTexts.resumeQuestion, { time: formatMinutesSeconds(resumeAt) })}
      </Question>
      <Actions>
        <Button size="sm" variant="secondary" iconStart="replay" onClick={onRestart}>
          {t.resumeRestart}
        </Button>
        <Button size="sm" iconStart="play" onClick={onContinue}>
          {t.resumeContinue}
        </Button>
      </Actions>
    </Offer>
  );
}

const Offer = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space[3]};
  padding: ${tokens.space[4]};
  background-color: ${tokens.player.scrim};
  color: ${tokens.player.text};
  text-align: center;
`;

const Question = styled.p`
  margin: 0;
  font-size: ${tokens.font.size.lg};
  font-weight: ${tokens.font.weight.bold};
  line-height: ${tokens.font.lineHeight.tight};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${tokens.space[2]};
`;
