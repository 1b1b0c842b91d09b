import styled from 'styled-components';
import { RatingButtons, TestButton, type PlayerRating } from '../../../components/player-controls';
import { tokens } from '../../../tokens';

/** Props of {@link RatingActions}. */
export interface RatingActionsProps {
  /**
   * Appearance: `page` (portrait: a row under the picture, the test button shown disabled with its reason until
   * it is enabled) or `player` (landscape: the end of the controls' top row, on the dark player surface, the test
   * button only once enabled).
   */
  placement: 'page' | 'player';
  /** Content: how many people liked / disliked the video. */
  likeCount: number;
  dislikeCount: number;
  /** Behaviour: the student's own rating; that button shows pressed. */
  myRating: PlayerRating | null;
  /** Behaviour: a rating is being saved or reloaded; rating presses are ignored. */
  busy: boolean;
  /** Behaviour: the test button is enabled (the video ended and the content has a test code). */
  testEnabled: boolean;
  /** Events: Like / Dislike pressed. */
  onLike: () => void;
  onDislike: () => void;
  /** Events: the test button (the app goes to /instruction). Without it the test button is not shown. */
  onTakeTest?: () => void;
}

/** The player's like and dislike buttons with their counts and the video's test button, below or on the picture. */
export function RatingActions({
  placement,
  likeCount,
  dislikeCount,
  myRating,
  busy,
  testEnabled,
  onLike,
  onDislike,
  onTakeTest,
}: RatingActionsProps) {
  const rating = (
    <RatingButtons
      likeCount={likeCount}
      dislikeCount={dislikeCount}
      myRating={myRating}
      busy={busy}
      tone={placement}
      onRate={(choice) => (choice === 'like' ? onLike() : onDislike())}
    />
  );
  if (placement === 'player') {
    return (
      <TopEnd>
        {rating}
        {onTakeTest && testEnabled ? <TestButton enabled onClick={onTakeTest} /> : null}
      </TopEnd>
    );
  }
  return (
    <PageRow>
      {rating}
      {onTakeTest ? <TestButton enabled={testEnabled} onClick={onTakeTest} /> : null}
    </PageRow>
  );
}

const PageRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${tokens.space[3]};
`;

const TopEnd = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${tokens.space[2]};
  margin-inline-start: auto;
  min-width: 0;
`;
