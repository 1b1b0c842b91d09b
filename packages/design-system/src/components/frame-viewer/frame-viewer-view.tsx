import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTexts } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { BackHeader } from '../back-header';
import { Button } from '../button';
import { Spinner } from '../spinner';
import { StatusMessage } from '../status-message';

/** Whether the frame's page has loaded, is still loading, or did not load in time. */
export type FrameViewerStatus = 'loading' | 'ready' | 'error';

/** What the viewer says around the frame (the spec gives no wording for these). */
export const frameViewerText = {
  loading: 'Loading…',
  errorTitle: 'Could not load this page',
  errorMessage: 'Check your connection and try again.',
  retry: 'Try again',
} as const;

export interface FrameViewerViewProps {
  title: string;
  /** The title's language, when it is the server's data: `useDataLang()`. */
  titleLang?: string;
  headingLevel?: 1 | 2;
  className?: string;
  status: FrameViewerStatus;
  /** The iframe. */
  children: ReactNode;
  onBack: () => void;
  onRetry?: () => void;
}

/** The frame viewer's look: a back header over a frame that fills the rest of the container's height. */
export function FrameViewerView({
  title,
  titleLang,
  headingLevel = 1,
  className,
  status,
  children,
  onBack,
  onRetry,
}: FrameViewerViewProps) {
  const t = useTexts(frameViewerText);
  return (
    <Root className={className}>
      <BackHeader title={title} titleLang={titleLang} headingLevel={headingLevel} onBack={() => onBack()} />
      <FrameArea data-status={status} aria-busy={status === 'loading'}>
        {children}
        {status === 'loading' && (
          <Overlay>
            <Spinner size="xl" showLabel label={t.loading} />
          </Overlay>
        )}
        {status === 'error' && (
          <Overlay>
            <StatusMessage
              headingLevel={2}
              tone="error"
              title={t.errorTitle}
              message={t.errorMessage}
              action={
                <Button variant="secondary" onClick={() => onRetry?.()}>
                  {t.retry}
                </Button>
              }
            />
          </Overlay>
        )}
      </FrameArea>
    </Root>
  );
}

const Root = styled.div`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
  min-width: 0;
  background-color: ${tokens.color.surface.background};
  font-family: ${tokens.font.family.base};
  color: ${tokens.color.text.primary};
`;

/* The frame fills what the header leaves; 200px keeps it usable when the container gives no height at all. */
const FrameArea = styled.div`
  position: relative;
  flex: 1 1 auto;
  min-height: 200px;

  & > iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
    background-color: ${tokens.color.surface.raised};
  }

  &[data-status='loading'] > iframe,
  &[data-status='error'] > iframe {
    visibility: hidden;
  }
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: auto;
  background-color: ${tokens.color.surface.background};
`;
