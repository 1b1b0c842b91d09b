import { Button } from '../../components/button';
import { Icon } from '../../components/icon';
import { StatusMessage } from '../../components/status-message';

/** Props of {@link ErrorView}. */
export interface ErrorViewProps {
  /** Content: the heading, e.g. "Something went wrong". */
  title: string;
  /** Content: what happened and what the reader can do. */
  message: string;
  /** Events: called by the retry button. Without it no button is shown. */
  onRetry?: () => void;
  /** Content: label of the retry button. Defaults to "Try again". */
  retryLabel?: string;
}

/** A page-sized failure: a heading, an explanation and, when something can be retried, one button. */
export function ErrorView({ title, message, onRetry, retryLabel = 'Try again' }: ErrorViewProps) {
  return (
    <StatusMessage
      tone="error"
      symbol={<Icon name="error" size="xl" />}
      title={title}
      message={message}
      action={onRetry ? <Button onClick={onRetry}>{retryLabel}</Button> : null}
    />
  );
}
