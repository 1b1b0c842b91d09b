import { parseIstTimestamp } from '@quest/flows';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { RedeemPointsDialog, type RedeemCouponValue } from '@quest/design-system';
import { formatDate } from '@quest/design-system/format';
import type { RedeemedCoupon } from '@quest/api';
import { paths } from '../../../routes/paths';
import { usePointsBalance } from './data/use-points-balance';
import { useRedeemPoints } from './data/use-redeem-points';

/** "2026-08-01 10:00:00" (UTC+05:30, as the server writes it) → "1 Aug 2026". */
const istDate = (timestamp: string) => formatDate(parseIstTimestamp(timestamp));

const couponValue = (coupon: RedeemedCoupon): RedeemCouponValue => ({
  code: coupon.code,
  points: coupon.points,
  amount: coupon.amount,
  validUntil: istDate(coupon.validUntil),
  status: coupon.status,
});

/** What Copy code says: copied, or how to copy by hand when the clipboard is not available. */
export const COPIED_MESSAGE = 'Code copied.';
export const COPY_FALLBACK_MESSAGE = 'Copying is not available here: select the code and copy it.';

/**
 * Redeem Points (ADR 0061): the quest's balance, blocks of 100 points turned into a personal store coupon, and
 * the coupons made so far. The profile mounts it; it loads the balance only while open.
 */
export function RedeemPointsContainer({
  open,
  onClose,
  questId,
}: {
  open: boolean;
  onClose: () => void;
  questId: number | null;
}) {
  const balance = usePointsBalance(open ? questId : null);
  const redeem = useRedeemPoints();
  const navigate = useNavigate();
  const [copyMessage, setCopyMessage] = useState<string | null>(null);

  const close = () => {
    redeem.reset();
    setCopyMessage(null);
    onClose();
  };

  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      setCopyMessage(COPIED_MESSAGE);
    } catch {
      setCopyMessage(COPY_FALLBACK_MESSAGE);
    }
  };

  const data = balance.data;
  return (
    <RedeemPointsDialog
      open={open}
      onClose={close}
      state={questId === null ? 'failed' : balance.state}
      failedMessage={questId === null ? 'Choose a quest first to redeem its points.' : undefined}
      onRetry={questId === null ? undefined : balance.retry}
      earnedPoints={data?.earnedPoints ?? 0}
      redeemedPoints={data?.redeemedPoints ?? 0}
      availablePoints={data?.availablePoints ?? 0}
      pointsPerRupee={data?.pointsPerRupee}
      blockPoints={data?.blockPoints}
      coupons={(data?.coupons ?? []).map(couponValue)}
      result={redeem.coupon ? couponValue(redeem.coupon) : null}
      redeeming={redeem.redeeming}
      error={redeem.error}
      copyMessage={copyMessage}
      storeHref={paths.products.getHref()}
      onGoToStore={(event) => {
        event.preventDefault();
        close();
        void navigate(paths.products.getHref());
      }}
      onRedeem={async (points) => {
        if (questId === null) return;
        setCopyMessage(null);
        if (await redeem.redeem(questId, points)) await balance.mutate();
      }}
      onCopy={(code) => void copy(code)}
    />
  );
}
