import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import type { Content } from '@quest/api';
import {
  Button,
  PlayerView,
  Spinner,
  StatusMessage,
  type DecorateVideoRequest,
  type VideoRequestKind,
  type VideoSurfaceHandle,
  usePhoneLandscape,
  useTexts,
} from '@quest/design-system';
import { usePlayer } from '@quest/flows';
import { playerViewProps } from './player-view-props';
import { useServices } from '../../../app/services';
import { useCurrentUser } from '../../../data/current-user';
import type { ContentPlace } from '../../../data/content-links';
import { useContentAccess } from '../data/use-content-access';
import { useContentOpen } from '../data/use-content-open';
import { useContentRatings } from './content-rating';
import { playerEffects, type PlayerEffectsDeps } from './player-effects';
import { createResumePositions, type ResumePositions } from './resume-positions';
import { useVideoToken } from './use-video-token';
import { instructionHref } from '../../assessment';

export interface ContentPlayerProps {
  /** Where the content sits (quest, mission, operation): the access record and the test link use it. */
  place: ContentPlace;
  /** The audio/video item to play (content types 01–03); a new item on a mounted player switches content. */
  content: Content;
  /** `main` when the player is the page (/player), `div` (default) when it sits inline on the mission page. */
  as?: 'main' | 'div';
  /** Leaves the player (after the last access is posted); without it the player goes back in history. */
  onBack?: () => void;
}

export const contentPlayerTexts = {
  loading: 'Loading video',
  failedTitle: 'This video could not be opened',
  failedMessage: 'Check your connection and try again.',
  retry: 'Try again',
  back: 'Back',
} as const;

/**
 * The bearers of an encrypted stream (ADR 0020, 0053): the session token on the AES key request, the content's
 * video token on its segments; playlists go as they are.
 */
export function streamAuthorization(sessionToken: string | null, videoToken: string): DecorateVideoRequest {
  return ({ kind }) => {
    if (kind === 'key' && sessionToken) return { headers: { Authorization: `Bearer ${sessionToken}` } };
    if (kind === 'segment') return { headers: { Authorization: `Bearer ${videoToken}` } };
    return undefined;
  };
}

/** What the effects read when they run: the screen's latest data. */
interface PlayerLatest {
  place: ContentPlace;
  record: PlayerEffectsDeps['record'];
  ratings: PlayerEffectsDeps['ratings'];
  userId: number | undefined;
  onBack: (() => void) | undefined;
  navigate: NavigateFunction;
}

/**
 * The player's effects and what they reach, made once per mounted player (the machine keeps its first
 * implementations): the latest screen data, the contents shown so far, and the surface's handle.
 */
function createPlayerWiring(positions: ResumePositions, first: Content, initial: PlayerLatest) {
  let latest = initial;
  let surface: VideoSurfaceHandle | null = null;
  const contents = new Map<number, Content>([[first.contentId, first]]);
  const deps: PlayerEffectsDeps = {
    place: () => latest.place,
    contentOf: (id) => contents.get(id),
    userId: () => latest.userId,
    record: (...args) => latest.record(...args),
    ratings: {
      load: (...args) => latest.ratings.load(...args),
      save: (...args) => latest.ratings.save(...args),
    },
    positions,
    seek: (seconds) => surface?.seek(seconds),
    back: () => {
      if (latest.onBack) latest.onBack();
      else void latest.navigate(-1);
    },
  };
  return {
    positions,
    implementations: playerEffects(deps),
    update: (next: PlayerLatest, content: Content) => {
      latest = next;
      contents.set(content.contentId, content);
    },
    setSurface: (handle: VideoSurfaceHandle | null) => {
      surface = handle;
    },
  };
}

interface PlayerBodyProps extends ContentPlayerProps {
  videoToken: string;
  /** A segment was refused (the video token ran out): fetch a new one. */
  onTokenRefused: () => void;
}

/** The mounted player: one machine for the lifetime of the component; content changes go through it. */
function PlayerBody({ place, content, as = 'div', onBack, videoToken, onTokenRefused }: PlayerBodyProps) {
  const texts = useTexts(contentPlayerTexts);
  const { session, bridge } = useServices();
  const navigate = useNavigate();
  const user = useCurrentUser().data;
  const { record } = useContentAccess();
  const ratings = useContentRatings();
  const [wiring] = useState(() =>
    createPlayerWiring(createResumePositions(session), content, {
      place,
      record,
      ratings,
      userId: user?.userId,
      onBack,
      navigate,
    }),
  );
  const { positions } = wiring;
  // The machine's effects are made once; they read the screen's latest data through the wiring.
  useEffect(() => {
    wiring.update({ place, record, ratings, userId: user?.userId, onBack, navigate }, content);
  });
  // The server notes when each item is shown: first-access points are measured from it (ADR 0106).
  useContentOpen(place.questId, content);
  const implementations = wiring.implementations;
  const [input] = useState(() => ({ content, resumeAt: positions.get(content.contentId) }));
  const view = usePlayer(implementations, input);

  // A new item on the mounted player: the previous one's access is posted, the new one offers its position.
  const { changeContent } = view;
  const shownId = useRef(content.contentId);
  useEffect(() => {
    if (shownId.current === content.contentId) return;
    shownId.current = content.contentId;
    changeContent(content, positions.get(content.contentId));
  }, [content, changeContent, positions]);

  // A finished video starts over next time (ADR 0052): the machine saves no position at the end.
  const ended = view.status === 'ended';
  const endedId = view.content.contentId;
  useEffect(() => {
    if (ended) positions.save(endedId, 0, 0, true);
  }, [ended, endedId, positions]);

  // Full screen: the browser's on the web; inside the native wrapper the device turns (1 landscape, 2 portrait).
  const [landscape, setLandscape] = useState(false);
  const phoneLandscape = usePhoneLandscape();
  const turned = useRef(false);
  useEffect(
    () => () => {
      if (turned.current) bridge.setDeviceOrientation('portrait');
    },
    [bridge],
  );
  const onFullscreenChange = (on: boolean) => {
    if (!bridge.inWrapper) return;
    turned.current = on;
    bridge.setDeviceOrientation(on ? 'landscape' : 'portrait');
    setLandscape(on);
  };

  const decorateRequest = useCallback<DecorateVideoRequest>(
    (request) => streamAuthorization(session.getToken(), videoToken)(request),
    [session, videoToken],
  );
  const onError = (_message: string, request?: { kind: VideoRequestKind; status: number }) => {
    if (request?.kind === 'segment' && request.status === 401) onTokenRefused();
  };

  const { testCode } = content;
  const takeTest = testCode
    ? () =>
        void navigate(
          instructionHref(
            { ...place, operationId: content.operationId, contentId: content.contentId },
            testCode,
          ),
        )
    : undefined;

  const player = (
    <PlayerView
      {...playerViewProps(view)}
      src={content.fileUrl}
      title={content.contentDisplayName}
      poster={content.imageUrl || undefined}
      userName={user?.userName ?? ''}
      markers={content.markers}
      layout={landscape ? 'landscape' : 'portrait'}
      fullscreenMode={bridge.inWrapper ? 'landscape' : 'fullscreen'}
      decorateRequest={decorateRequest}
      surfaceRef={wiring.setSurface}
      headingLevel={as === 'main' ? 2 : 3}
      onTakeTest={takeTest}
      onFullscreenChange={onFullscreenChange}
      onError={onError}
    />
  );
  const Root = as;
  // Turned by the wrapper: a WebView has no address bar, so vh is the screen (dvh needs Chrome 108, ADR 0097).
  if (landscape) return <Root style={{ height: '100vh' }}>{player}</Root>;
  // The view draws Back only in landscape (over the picture, as on a phone turned sideways, where the view sizes
  // itself to the screen); as a page in portrait, Back sits above it.
  if (as === 'main' && !phoneLandscape) {
    return (
      <Root>
        <div style={{ padding: '8px 8px 0' }}>
          <Button variant="text" size="sm" iconStart="back" onClick={view.back}>
            {texts.back}
          </Button>
        </div>
        {player}
      </Root>
    );
  }
  return as === 'main' ? <Root>{player}</Root> : player;
}

/**
 * The video player (learning-app.md §2 "Video player", §4 "Player", "Rating"): the player flow wired to
 * PlayerView with the app's effects — access records that update the cached progress, ratings, resume positions
 * (ADR 0052) and the stream's bearers (ADR 0053). The stream starts once the content's video token is known.
 */
export function ContentPlayer(props: ContentPlayerProps) {
  const texts = useTexts(contentPlayerTexts);
  const { content, as = 'div' } = props;
  const token = useVideoToken(content.contentId);
  // The item whose token is known: the picture switches with its token, never before it.
  const [armed, setArmed] = useState<{ content: Content; token: string } | null>(null);
  if (token.data && (armed?.content !== content || armed.token !== token.data.token)) {
    setArmed({ content, token: token.data.token });
  }

  if (!armed) {
    const Root = as;
    return token.state === 'failed' ? (
      <Root>
        <StatusMessage
          tone="error"
          headingLevel={as === 'main' ? 1 : 2}
          title={texts.failedTitle}
          message={token.error?.message || texts.failedMessage}
          action={<Button onClick={token.retry}>{texts.retry}</Button>}
        />
      </Root>
    ) : (
      <Root aria-busy="true" style={{ display: 'grid', placeItems: 'center', aspectRatio: '16 / 9' }}>
        <Spinner label={texts.loading} showLabel />
      </Root>
    );
  }
  return (
    <PlayerBody {...props} content={armed.content} videoToken={armed.token} onTokenRefused={token.retry} />
  );
}

export default ContentPlayer;
