import { useLocation } from 'react-router';
import { useCurrentUser } from '../../../data/current-user';
import { useBuyQuest } from '../data/use-buy-quest';

/** What a trial lock's "Buy now" needs: the action, its progress and its failure. */
export interface LockBuy {
  onBuy?: () => void;
  buying: boolean;
  buyError: string | null;
}

/**
 * "Buy now" of a trial lock on a content page (ADR 0113): the same purchase as "Trial Expired" on home and the
 * mission page (useBuyQuest: the quest into the cart, then /cart), coming back to this page. No `onBuy` until the
 * student and the quest are known.
 */
export function useLockBuy(questId: number | undefined): LockBuy {
  const user = useCurrentUser().data;
  const location = useLocation();
  const purchase = useBuyQuest();
  const quest = user?.userQuestList.find((q) => q.questId === questId);
  return {
    onBuy:
      user && questId !== undefined
        ? () =>
            void purchase.buy(
              { questId, productId: quest?.productId ?? null, userId: user.userId },
              `${location.pathname}${location.search}`,
            )
        : undefined,
    buying: purchase.buying,
    buyError: purchase.error,
  };
}

/** Whether the user quest list already says this quest's trial is over (the content list may not have answered). */
export function useQuestTrialOver(questId: number | undefined): boolean {
  const user = useCurrentUser().data;
  return Boolean(user?.userQuestList.find((q) => q.questId === questId)?.isTrialOver);
}
