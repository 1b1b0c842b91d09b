import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useDataLang, useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { Button } from '../button';
import { Icon } from '../icon';
import { Spinner } from '../spinner';
import { wrapWords } from '../../internal/text-wrap';

export type VideoSurfaceLayout = 'portrait' | 'landscape';

/**
 * Where the surface is: `loading` until the first frame's data is there, `buffering` when playback waits for
 * data later on, `ready` while the picture plays or stands, `error` when the stream could not be played.
 */
export type VideoSurfaceState = 'loading' | 'buffering' | 'ready' | 'error';

/**
 * Default texts; callers pass their own (the spec leaves player error texts to the caller). The frame shows each
 * in the active language (issue 29): these defaults and any English a caller passes that the catalogue holds.
 */
export const VIDEO_SURFACE_TEXT = {
  loading: 'Loading video',
  error: 'This video could not be played.',
  retry: 'Try again',
} as const;

/** Props of the frame the engine draws into; the lazy fallback and the state sheet draw it without the engine. */
export interface VideoSurfaceFrameProps {
  title: string;
  layout: VideoSurfaceLayout;
  state: VideoSurfaceState;
  poster?: string;
  /** The poster shows until the first frame is on screen. */
  showPoster: boolean;
  headingLevel: 2 | 3;
  loadingText: string;
  errorText: string;
  retryText: string;
  onRetry?: () => void;
  controls?: ReactNode;
  watermark?: ReactNode;
  className?: string;
  /** The media host (the engine's element); empty in the fallback. */
  children?: ReactNode;
}

/**
 * The look of the video surface around the picture: 16:9 stage (portrait) or the whole container (landscape),
 * the title, poster, watermark and controls layers, the loading spinner and the error message with retry.
 * It holds no engine, so the lazy fallback has the same size and the same loading look.
 */
export function VideoSurfaceFrame({
  title,
  layout,
  state,
  poster,
  showPoster,
  headingLevel,
  loadingText,
  errorText,
  retryText,
  onRetry,
  controls,
  watermark,
  className,
  children,
}: VideoSurfaceFrameProps) {
  const titleId = useId();
  const t = useTranslate();
  // The title is the video's name, the server's.
  const dataLang = useDataLang();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const busy = state === 'loading' || state === 'buffering';
  return (
    <Root
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      data-layout={layout}
      data-state={state}
      className={className}
    >
      <Stage>
        <MediaHost>{children}</MediaHost>
        {poster ? <Poster src={poster} alt="" data-hidden={!showPoster || undefined} /> : null}
        {watermark ? <Layer data-layer="watermark">{watermark}</Layer> : null}
        {controls && state !== 'error' ? <Layer data-layer="controls">{controls}</Layer> : null}
        {busy ? (
          <Busy data-state={state}>
            <Spinner size="xl" label={t(loadingText)} />
          </Busy>
        ) : null}
        {state === 'error' ? (
          <ErrorLayer>
            <Icon name="error" size="xl" />
            <ErrorText role="alert">{t(errorText)}</ErrorText>
            {onRetry ? (
              <Button variant="secondary" size="sm" iconStart="replay" onClick={onRetry}>
                {t(retryText)}
              </Button>
            ) : null}
          </ErrorLayer>
        ) : null}
      </Stage>
      <Title
        as={Heading}
        id={titleId}
        lang={dataLang}
        className={layout === 'landscape' ? 'visually-hidden' : undefined}
      >
        {title}
      </Title>
    </Root>
  );
}

const Root = styled.section`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
  width: 100%;
  min-width: 0;
  font-family: ${tokens.font.family.base};

  &[data-layout='landscape'] {
    height: 100%;
    gap: 0;
  }
`;

const Stage = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: ${tokens.player.surface};
  color: ${tokens.player.text};
  border-radius: ${tokens.radius.md};

  [data-layout='landscape'] > & {
    flex: 1 1 auto;
    min-height: 0;
    aspect-ratio: auto;
    border-radius: ${tokens.radius.none};
  }
`;

const MediaHost = styled.div`
  position: absolute;
  inset: 0;

  /* video.js's own CSS is not loaded: the player box and the tech fill the stage, the picture letterboxes. */
  .video-js,
  video {
    display: block;
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
  }

  video {
    object-fit: contain;
    background: ${tokens.player.surface};
  }
`;

const Poster = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: contain;
  background: ${tokens.player.surface};

  &[data-hidden] {
    display: none;
  }
`;

const Layer = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;

  &[data-layer='watermark'] {
    overflow: hidden;
    pointer-events: none;
  }
`;

const Busy = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  pointer-events: none;

  /* A dark disc behind the ring keeps it visible on a bright poster or frame. */
  & > [role='status'] {
    padding: ${tokens.space[3]};
    border-radius: ${tokens.radius.pill};
    background: ${tokens.player.scrim};
  }

  && svg {
    color: ${tokens.player.text};
  }
`;

const ErrorLayer = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space[2]};
  padding: ${tokens.space[4]};
  text-align: center;
  background: ${tokens.player.scrim};
  color: ${tokens.player.text};
`;

const ErrorText = styled.p`
  margin: 0;
  max-width: 32rem;
  font-size: ${tokens.font.size.md};
  line-height: ${tokens.font.lineHeight.normal};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${tokens.font.size.lg};
  font-weight: ${tokens.font.weight.bold};
  line-height: ${tokens.font.lineHeight.tight};
  color: ${tokens.color.text.primary};
  ${wrapWords}
`;
