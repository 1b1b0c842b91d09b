import styled from 'styled-components';
import { formatDuration } from '../../../format';
import { useTranslate } from '../../../i18n/use-texts';
import { tokens } from '../../../tokens';

/** Props of {@link TimeDisplay}. */
export interface TimeDisplayProps {
  /** Content: seconds played. */
  elapsed: number;
  /** Content: the video's length in seconds (0 while it loads). */
  total: number;
}

/**
 * Elapsed and total time, "01:15 / 10:00" (hh:mm:ss once an hour is reached, learning-app.md §9). Read as
 * "Elapsed time 01:15 of 10:00"; it is not a live region, so it does not chatter while playing.
 */
export function TimeDisplay({ elapsed, total }: TimeDisplayProps) {
  const t = useTranslate();
  return (
    <StyledTime>
      <span className="visually-hidden">{t('Elapsed time')} </span>
      <span>{formatDuration(elapsed)}</span>
      <span aria-hidden="true"> / </span>
      {/* Between the two times, read only: "of" in English, "कुल" (total) in Hindi. */}
      <span className="visually-hidden"> {t('of')} </span>
      <span>{formatDuration(total)}</span>
    </StyledTime>
  );
}

const StyledTime = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.25em;
  min-height: ${tokens.button.height.sm};
  color: ${tokens.player.text};
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.medium};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
