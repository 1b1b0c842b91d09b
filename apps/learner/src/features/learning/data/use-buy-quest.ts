import { useState } from 'react';
import { useNavigate } from 'react-router';
import { storeEndpoints } from '@quest/api';
import { useServices } from '../../../app/services';
import { paths } from '../../../routes/paths';

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : null);

/** The quest bought from "Trial Expired" and its student. */
export interface BuyQuestTarget {
  questId: number;
  productId: number | null;
  userId: number;
}

export interface BuyQuest {
  /** The purchase is being prepared ("Buy now" shows progress; the dialog cannot be closed). */
  buying: boolean;
  /** Why it could not start: the server's message, else a generic one. */
  error: string | null;
  /** "Buy now": the quest goes into the cart at its catalogue price, then the cart opens (its back goes to `backTo`). */
  buy: (target: BuyQuestTarget, backTo: string) => Promise<void>;
  clearError: () => void;
}

/**
 * "Buy now" of the trial-expired dialog, as on home (ADR 0047): GetQuest for the catalogue price, the
 * purchase-initiate analytics event, AddCart, then /cart with `backTo` in the navigation state.
 */
export function useBuyQuest(): BuyQuest {
  const { api, analytics } = useServices();
  const navigate = useNavigate();
  const [buying, setBuying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const buy = async ({ questId, productId, userId }: BuyQuestTarget, backTo: string) => {
    setBuying(true);
    setError(null);
    try {
      const item = await api.call(storeEndpoints.getQuest, { query: { QuestId: questId } });
      if (productId !== null) analytics.purchaseInitiate({ productId, price: item.price });
      await api.call(storeEndpoints.addCart, {
        body: [
          {
            cartId: '',
            userId,
            questId: item.questId,
            questName: item.questName,
            productIcon: item.questIcon,
            qty: 1,
            price: item.price,
            netPrice: item.price,
            planId: 0,
          },
        ],
      });
      void navigate(paths.cart.getHref(), { state: { backTo } });
    } catch (failed) {
      setError(messageOf(failed) ?? 'Something went wrong. Please try again.');
      setBuying(false);
    }
  };

  return { buying, error, buy, clearError: () => setError(null) };
}
