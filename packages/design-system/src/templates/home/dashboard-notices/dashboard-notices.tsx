import { Banner } from '../../../components/banner';
import { TrialBanner } from '../../page-parts/trial-banner';
import { useTexts, useTranslate } from '../../../i18n/use-texts';
import { homeDashboardTexts } from '../home-dashboard-model';

/** Props of {@link DashboardNotices}. */
export interface DashboardNoticesProps {
  /**
   * Content: what a payment awaiting the bank's confirmation buys (names), from any device (ADR 0109); shows
   * "Payment being confirmed". Null or empty shows nothing.
   */
  pendingPayment?: readonly string[] | null;
  /** Content: the student holds at least one quest; without any the "Quest assign: …" warning shows. */
  hasQuests: boolean;
  /** Behaviour: the current quest's trial is over: the "Trial Expired" notice shows (only with quests). */
  trialOver?: boolean;
  /** Events: "Buy now" in the trial notice. Hidden without it. */
  onBuy?: () => void;
}

/**
 * The home dashboard's notices above the missions, in this order: the payment being confirmed, the "Quest
 * assign" warning of a student without quests, and the expired trial with Buy now. Renders nothing when none is due.
 */
export function DashboardNotices({
  pendingPayment = null,
  hasQuests,
  trialOver = false,
  onBuy,
}: DashboardNoticesProps) {
  const t = useTexts(homeDashboardTexts);
  const translate = useTranslate();
  return (
    <>
      {pendingPayment && pendingPayment.length > 0 ? (
        <Banner
          type="info"
          title={t.pendingPaymentTitle}
          message={translate(homeDashboardTexts.pendingPayment, { items: pendingPayment.join(', ') })}
        />
      ) : null}
      {!hasQuests && <Banner type="warning" message={t.emptyQuests} />}
      {hasQuests && trialOver && <TrialBanner onBuy={onBuy} />}
    </>
  );
}
