import { useState } from 'react';
import { learningEndpoints, type RedeemedCoupon } from '@quest/api';
import { useServices } from '../../../../app/services';

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : null);

export interface RedeemPoints {
  /** The request is in flight (the Redeem button shows progress). */
  redeeming: boolean;
  /** Why the last attempt failed: the server's message, else a generic one. */
  error: string | null;
  /** The coupon made by the last successful attempt. */
  coupon: RedeemedCoupon | null;
  /** Posts RedeemPoints; resolves the new coupon, or null when it failed (the error is kept). */
  redeem: (questId: number, points: number) => Promise<RedeemedCoupon | null>;
  /** Forgets the result and the error (the dialog was closed). */
  reset: () => void;
}

/** RedeemPoints (ADR 0061): turns a quest's points into a personal store coupon. */
export function useRedeemPoints(): RedeemPoints {
  const { api } = useServices();
  const [redeeming, setRedeeming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [coupon, setCoupon] = useState<RedeemedCoupon | null>(null);

  const redeem = async (questId: number, points: number) => {
    setRedeeming(true);
    setError(null);
    try {
      const made = await api.call(learningEndpoints.redeemPoints, { body: { questId, points } });
      setCoupon(made);
      return made;
    } catch (failed) {
      setError(messageOf(failed) ?? 'Something went wrong. Please try again.');
      return null;
    } finally {
      setRedeeming(false);
    }
  };

  return {
    redeeming,
    error,
    coupon,
    redeem,
    reset: () => {
      setError(null);
      setCoupon(null);
    },
  };
}
