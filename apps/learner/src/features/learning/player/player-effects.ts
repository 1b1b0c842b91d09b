import { fromPromise } from 'xstate';
import type { Content, ContentRating } from '@quest/api';
import type { PlayerImplementations, PostAccessInput, SetRatingInput } from '@quest/flows';
import type { ContentAccess } from '../data/use-content-access';
import { PLAYER_ACCESS_MIN_SECONDS } from '../data/use-content-access';
import type { ContentPlace } from '../../../data/content-links';
import type { ContentRatings } from './content-rating';
import type { ResumePositions } from './resume-positions';

/**
 * What the player's effects reach, read when an effect runs (the machine is made once, the screen's data
 * changes): the route fills it on every render.
 */
export interface PlayerEffectsDeps {
  /** The quest/mission/operation the player was opened in. */
  place: () => ContentPlace;
  /** The full content item of an id the player has shown (the access record needs its type and progress). */
  contentOf: (contentId: number) => Content | undefined;
  /** The signed-in student's id, once known. */
  userId: () => number | undefined;
  record: ContentAccess['record'];
  ratings: ContentRatings;
  positions: ResumePositions;
  /** Moves the picture (the VideoSurface handle's `seek`). */
  seek: (seconds: number) => void;
  /** Leaves the player, after its last access was posted. */
  back: () => void;
  /** Extra effects of the like celebration (haptics in the wrapper); the view draws the animation itself. */
  celebrate?: () => void;
}

/**
 * The player machine's effects (learning-app.md §4 "Player", "Rating", §5, §9): the access record with the point
 * card applied to cached progress, the rating calls, seeking the picture, the resume position, and leaving.
 */
export function playerEffects(deps: PlayerEffectsDeps): PlayerImplementations {
  return {
    actors: {
      postAccess: fromPromise<void, PostAccessInput>(async ({ input }) => {
        const content = deps.contentOf(input.content.contentId);
        if (!content) return;
        await deps.record(deps.place().questId, content, input.accessDuration, PLAYER_ACCESS_MIN_SECONDS);
      }),
      setRating: fromPromise<void, SetRatingInput>(async ({ input }) => {
        const userId = deps.userId();
        if (userId === undefined) throw new Error('No signed-in student to rate as');
        await deps.ratings.save(userId, input.contentId, input.rating);
      }),
      loadRating: fromPromise<ContentRating, { contentId: number }>(({ input }) =>
        deps.ratings.load(input.contentId),
      ),
    },
    actions: {
      seekMedia: ({ context }) => deps.seek(context.position),
      savePosition: ({ context }) =>
        deps.positions.save(context.content.contentId, context.position, context.duration, context.ended),
      navigateBack: () => deps.back(),
      showCelebration: () => deps.celebrate?.(),
    },
  };
}
