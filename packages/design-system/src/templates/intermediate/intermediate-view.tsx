import styled from 'styled-components';
import { Spinner } from '../../components/spinner';
import { useTexts, useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { ErrorView } from '../../components/error-view';

/** Texts of the landing between sign-in and the student's first screen (/intermediate, ADR 0071). */
export const intermediateTexts = {
  loading: 'Getting your quests ready…',
  failedTitle: 'Could not load your details',
  failedMessage: 'Check your connection and try again.',
  retry: 'Try again',
} as const;

/** The states of the landing: it shows only while it decides, or when it cannot. */
export type IntermediateState = 'loading' | 'failed';

/** Props of {@link IntermediateView}. */
export interface IntermediateViewProps {
  /** Behaviour: `loading` while the student's details load; `failed` when they could not. */
  state: IntermediateState;
  /** Content: the failed state's explanation, when not the default. */
  errorMessage?: string;
  /** Events: Try again after a failure. Without it no button is shown. */
  onRetry?: () => void;
  /** Accessibility: `main` when the view is the page (default); `div` inside another page or a design sheet. */
  as?: 'main' | 'div';
}

/**
 * The landing page (/intermediate) a signed-in student passes through on the way to their first screen: a
 * spinner with "Getting your quests ready…" while the app decides between /products and /home, or the failure
 * with Try again.
 */
export function IntermediateView({ state, errorMessage, onRetry, as = 'main' }: IntermediateViewProps) {
  const t = useTexts(intermediateTexts);
  const translate = useTranslate();
  return (
    <Page as={as} $page={as === 'main'} aria-busy={state === 'loading' || undefined}>
      {state === 'loading' ? (
        <Spinner size="xl" showLabel label={t.loading} />
      ) : (
        <ErrorView
          title={t.failedTitle}
          message={translate(errorMessage ?? intermediateTexts.failedMessage)}
          onRetry={onRetry}
          retryLabel={t.retry}
        />
      )}
    </Page>
  );
}

// Inside another page or a design sheet the view keeps a fixed height: a share of the viewport there would grow
// with a sheet captured whole (its viewport is stretched to fit it).
const Page = styled.main<{ $page: boolean }>`
  display: grid;
  place-items: center;
  min-height: ${({ $page }) => ($page ? '60vh' : '20rem')};
  padding: ${tokens.space[4]};
  background: ${tokens.color.surface.background};
  color: ${tokens.color.text.primary};
  font-family: ${tokens.font.family.base};
`;
