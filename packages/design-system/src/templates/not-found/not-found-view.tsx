import { Button } from '../../components/button';
import { StatusMessage } from '../../components/status-message';
import { useTranslate } from '../../i18n/use-texts';

/** Props of {@link NotFoundView}. */
export interface NotFoundViewProps {
  /** Content: the heading. Defaults to "Page not found". */
  title?: string;
  /** Content: the friendly line under the heading. */
  message?: string;
  /** Content: label of the button that leads back to the start, e.g. "Go to start". */
  actionLabel: string;
  /** Events: called when the button is pressed (the app navigates to its start page). */
  onAction: () => void;
}

export const NOT_FOUND_DEFAULT_TITLE = 'Page not found';
export const NOT_FOUND_DEFAULT_MESSAGE = "We couldn't find this page. The link may be old or mistyped.";

/** The page for an address the app does not know: a heading, a friendly line and one way back. */
export function NotFoundView({
  title = NOT_FOUND_DEFAULT_TITLE,
  message = NOT_FOUND_DEFAULT_MESSAGE,
  actionLabel,
  onAction,
}: NotFoundViewProps) {
  const t = useTranslate();
  return (
    <StatusMessage
      symbol="404"
      title={t(title)}
      message={t(message)}
      action={
        <Button iconStart="home" onClick={onAction}>
          {t(actionLabel)}
        </Button>
      }
    />
  );
}
