import styled from 'styled-components';
import { useDataLang, useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { BackHeader } from '../back-header';
import { Button } from '../button';
import { Icon } from '../icon';
import { RichText } from '../rich-text';
import { Skeleton, SkeletonGroup } from '../skeleton';
import { StatusMessage } from '../status-message';

/** The loading placeholder's name (ICU; `title` is the content's display name). */
const LOADING_LABEL = 'Loading {title}…';

/** Props of {@link HtmlContentViewer}. */
export interface HtmlContentViewerProps {
  /** Content: the content's display name, shown in the header. */
  title: string;
  /** Content: the content's HTML from the server; it is sanitized by RichText (links open in a new tab). */
  html?: string;
  /** Behaviour: the HTML is still loading; shows placeholder lines. */
  loading?: boolean;
  /** Content: why the content could not be loaded. When set it replaces the content, with a retry button. */
  error?: string;
  /** Content: the heading above the error message. */
  errorTitle?: string;
  /** Content: the label of the retry button. */
  retryLabel?: string;
  /** Accessibility: the back button's name. */
  backLabel?: string;
  /** Events: the back arrow was pressed; the app decides where back goes. */
  onBack: () => void;
  /** Events: the retry button was pressed after an error. Without it no button is shown. */
  onRetry?: () => void;
}

/**
 * The raw HTML content viewer (content type 06, /contentviewer): a back arrow header with the content's title and
 * the content's HTML below it, sanitized by RichText. Shows placeholder lines while loading and a message with a
 * retry button when loading failed.
 */
export function HtmlContentViewer({
  title,
  html = '',
  loading = false,
  error,
  errorTitle = 'Something went wrong',
  retryLabel = 'Try again',
  backLabel = 'Back',
  onBack,
  onRetry,
}: HtmlContentViewerProps) {
  const t = useTranslate();
  // The title is the content's display name, the server's.
  const dataLang = useDataLang();
  return (
    <Root>
      <BackHeader title={title} titleLang={dataLang} backLabel={t(backLabel)} onBack={() => onBack()} />
      <Body>
        {error !== undefined ? (
          <StatusMessage
            headingLevel={2}
            tone="error"
            symbol={<Icon name="error" size="xl" />}
            title={t(errorTitle)}
            message={t(error)}
            action={onRetry ? <Button onClick={() => onRetry()}>{t(retryLabel)}</Button> : null}
          />
        ) : loading ? (
          <SkeletonGroup label={t(LOADING_LABEL, { title })} gap={4}>
            <Skeleton variant="text" lines={1} width="60%" />
            <Skeleton variant="text" lines={4} />
            <Skeleton variant="rect" height={160} />
            <Skeleton variant="text" lines={3} />
          </SkeletonGroup>
        ) : (
          <RichText html={html} aria-label={title} labelLang={dataLang} />
        )}
      </Body>
    </Root>
  );
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 100%;
  background-color: ${tokens.color.surface.background};
  color: ${tokens.color.text.primary};
`;

const Body = styled.div`
  box-sizing: border-box;
  width: 100%;
  max-width: ${tokens.layout.contentMaxWidth};
  margin-inline: auto;
  padding: ${tokens.space[4]};
  font-size: ${tokens.font.size.md};
`;
