import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button, LockedNotice, NotFoundView, Spinner, StatusMessage, useTexts } from '@quest/design-system';
import { contentRoute } from '@quest/flows';
import { paths } from '../../../routes/paths';
import { missionPageHref, readContentPlace, type ContentPlace } from '../../../data/content-links';
import { useQuestContent } from '../data/use-quest-content';
import { contentLock } from '../locks/lock-model';
import { useLockBuy, useQuestTrialOver } from '../locks/use-lock-buy';
import { ContentPlayer } from './content-player';

export const playerRouteTexts = {
  loading: 'Loading video',
  failedTitle: 'The video could not be loaded',
  failedMessage: 'Check your connection and try again.',
  retry: 'Try again',
  notFoundMessage: 'This video is not in your quest any more. The link may be old.',
  notFoundAction: 'Go to the mission',
  noPlaceAction: 'Go to home',
} as const;

/**
 * /player?questId&missionId&operationId&contentId (learning-app.md §2): the video player as a page. Inside the
 * native wrapper the mission page sends videos (01–03) here; on the web it is a normal page too. The item comes
 * from the quest's cached content list; Back (after the last access is posted) returns to where the student came
 * from, or to the mission page when the player was opened directly.
 */
export function Component() {
  const texts = useTexts(playerRouteTexts);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const place = readContentPlace(search);
  const item = useQuestContent(place.questId, place.contentId);
  const trialOver = useQuestTrialOver(place.questId);
  const buy = useLockBuy(place.questId);

  if (place.questId === undefined || place.missionId === undefined || place.contentId === undefined) {
    return (
      <main>
        <NotFoundView
          message={texts.notFoundMessage}
          actionLabel={texts.noPlaceAction}
          onAction={() => void navigate(paths.home.getHref())}
        />
      </main>
    );
  }
  const known = place as ContentPlace;
  const toMission = () => void navigate(missionPageHref(known), { replace: true });

  // Refused by the server (403), the trial is over, or Watch is locked here: the reason, never Try again (ADR 0105).
  const lock =
    item.state === 'loading' ? undefined : contentLock(item.content, item.list, item.error, trialOver);
  if (lock) {
    return (
      <main>
        <LockedNotice
          {...lock}
          {...(lock.reason === 'trial' ? buy : {})}
          headingLevel={1}
          onBack={toMission}
        />
      </main>
    );
  }
  if (item.state === 'failed') {
    return (
      <main>
        <StatusMessage
          tone="error"
          title={texts.failedTitle}
          message={item.error?.message || texts.failedMessage}
          action={<Button onClick={item.retry}>{texts.retry}</Button>}
        />
      </main>
    );
  }
  if (item.state === 'loading') {
    return (
      <main aria-busy="true" style={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
        <Spinner label={texts.loading} showLabel />
      </main>
    );
  }
  const { content } = item;
  if (!content || contentRoute(content.contentTypeCode).kind !== 'inPage') {
    return (
      <main>
        <NotFoundView
          message={texts.notFoundMessage}
          actionLabel={texts.notFoundAction}
          onAction={toMission}
        />
      </main>
    );
  }
  // A page opened from inside the app goes back in history; one opened directly goes to its mission page.
  const back = location.key === 'default' ? toMission : () => void navigate(-1);
  return (
    <ContentPlayer
      place={{ ...known, operationId: content.operationId }}
      content={content}
      as="main"
      onBack={back}
    />
  );
}
