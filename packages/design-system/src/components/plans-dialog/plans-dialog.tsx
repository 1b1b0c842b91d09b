import styled from 'styled-components';
import { useDataLang, useTexts, useTranslate } from '../../i18n/use-texts';
import { ErrorView } from '../error-view';
import { media, tokens } from '../../tokens';
import { Dialog } from '../dialog';
import { DialogMessage } from '../home-dialogs/dialog-message';
import { EmptyState } from '../empty-state';
import { PlanCard } from '../plan-card';
import { Skeleton, SkeletonGroup } from '../skeleton';

/** Texts of the plans list (store-and-assessment.md §2.5 "Plans list"). */
export const plansDialogTexts = {
  /** 'N Products' (ICU plural, ADR 0108): "1 Product", "3 Products". */
  title: '{count, plural, one {# Product} other {# Products}}',
  loadingTitle: 'Products',
  empty: 'No Products!',
  loading: 'Loading plans…',
  failedTitle: 'Could not load the plans',
  failedMessage: 'Check your connection and try again.',
  retry: 'Try again',
  close: 'Close',
} as const;

/** One plan of a product, as the list shows it. */
export interface PlansDialogPlan {
  /** The plan's id (the cart's `planId`). */
  planId: number;
  /** The plan's display name. */
  name: string;
  /** The plan's description as server HTML (sanitized by RichText). */
  descriptionHtml?: string;
  /** The plan price including tax; the card shows it without the 18% GST. */
  planPrice: number;
  /** The image of a plan above ₹600. */
  imageUrl?: string | null;
}

/** Props of {@link PlansDialog}. */
export interface PlansDialogProps {
  /** Behaviour: shown as a modal while true. */
  open: boolean;
  /** Behaviour: the plans' data state: card shapes while loading, a failure with Try again, or the list. */
  state: 'loading' | 'loaded' | 'failed';
  /** Content: the plans; none shows "No Products!". The title counts them: "N Products". */
  plans?: readonly PlansDialogPlan[];
  /** Content: the product the plans belong to, under the title. */
  productName?: string;
  /** Behaviour: the plan being added to the cart: its Buy spins, the others are locked, the dialog stays open. */
  buyingPlanId?: number | null;
  /** Content: why the last Buy failed (the server's message). */
  error?: string | null;
  /** Events: Buy on one plan. */
  onBuy: (planId: number) => void;
  /** Events: Try again after the plans failed to load; without it no button is shown. */
  onRetry?: () => void;
  /** Events: the close button, Escape or the backdrop (never while a plan is being added). */
  onClose: () => void;
  /** Layout: drawn open in the page flow (design sheets only; never in the product). */
  inline?: boolean;
}

/**
 * The plans of a product ("N Products"): one PlanCard per plan with its display name, description, price
 * without GST ("Plus 18% GST") and Buy; "No Products!" when the product has none.
 */
export function PlansDialog({
  open,
  state,
  plans = [],
  productName,
  buyingPlanId = null,
  error,
  onBuy,
  onRetry,
  onClose,
  inline = false,
}: PlansDialogProps) {
  const t = useTexts(plansDialogTexts);
  const translate = useTranslate();
  const dataLang = useDataLang();
  const busy = buyingPlanId !== null;
  let body;
  if (state === 'loading') {
    body = (
      <SkeletonGroup label={t.loading}>
        <Skeleton variant="card" />
        <Skeleton variant="card" />
      </SkeletonGroup>
    );
  } else if (state === 'failed') {
    body = (
      <ErrorView
        title={t.failedTitle}
        message={t.failedMessage}
        onRetry={onRetry}
        retryLabel={t.retry}
        headingLevel={3}
      />
    );
  } else if (plans.length === 0) {
    body = <EmptyState icon="package" message={t.empty} size="sm" />;
  } else {
    body = (
      <List>
        {plans.map((plan) => (
          <li key={plan.planId}>
            <PlanCard
              name={plan.name}
              descriptionHtml={plan.descriptionHtml}
              planPrice={plan.planPrice}
              imageUrl={plan.imageUrl}
              headingLevel={3}
              buying={buyingPlanId === plan.planId}
              onBuy={busy ? undefined : () => onBuy(plan.planId)}
            />
          </li>
        ))}
      </List>
    );
  }
  return (
    <Dialog
      open={open}
      inline={inline}
      title={state === 'loaded' ? translate(plansDialogTexts.title, { count: plans.length }) : t.loadingTitle}
      description={productName}
      descriptionLang={dataLang}
      size="lg"
      dismissible={!busy}
      onClose={onClose}
      closeLabel={t.close}
    >
      <Body aria-busy={state === 'loading' || busy || undefined}>
        {body}
        <DialogMessage tone="error">{error && translate(error)}</DialogMessage>
      </Body>
    </Dialog>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
