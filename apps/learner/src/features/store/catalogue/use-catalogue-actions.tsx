import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { fromPromise } from 'xstate';
import { identityEndpoints, learningEndpoints, storeEndpoints, type Product } from '@quest/api';
import {
  AlertDialog,
  Button,
  ConfirmDialog,
  PlansDialog,
  QuestDetailDialog,
  type CardAction,
} from '@quest/design-system';
import {
  continueBuyDialog,
  useQuestLaunch,
  type LaunchQuest,
  type QuestLaunchImplementations,
  type StoreAction,
} from '@quest/flows';
import { useServices, type AppServices } from '../../../app/services';
import { paths } from '../../../routes/paths';
import { QUEST_PARAM } from '../../../data/current-quest';
import { useAddToCart } from '../cart/use-add-to-cart';
import { useVisitorGate } from '../visitor/visitor-gate';
import { cartItemOf, entryView, launchQuestOf, planCartItem, type CatalogueEntry } from './catalogue-model';
import { useProductPlans } from './data/use-product-plans';

/** The entry a launch or trial runs for (a product's trial and free claim use the product calls). */
type LaunchTarget = { productId: number | null };

const failureTitle = 'Something went wrong';

/** The student's id at the moment an effect runs (a visitor may have signed in since the screen rendered). */
const currentUserId = async (api: AppServices['api']) =>
  (await api.call(identityEndpoints.getCurrentUser, {})).userId;

/**
 * The quest launch's effects on a catalogue (store-and-assessment.md §4 "Quest launch"): a free claim or trial
 * start (the product calls for a product), the user quest list reloaded, the content list cached, then /home with
 * the launched quest chosen.
 */
function launchImplementations(
  { api, analytics }: AppServices,
  getTarget: () => LaunchTarget,
  reloadUser: () => Promise<unknown>,
  cacheContentList: (questId: number, list: unknown) => void,
  goTo: (href: string) => void,
): QuestLaunchImplementations {
  const assign = async (questId: number, kind: 'free' | 'trial') => {
    const UserId = await currentUserId(api);
    const { productId } = getTarget();
    if (productId !== null) {
      const call = kind === 'free' ? storeEndpoints.assignFreeProduct : storeEndpoints.assignTrialProduct;
      return api.call(call, { query: { UserId, ProductId: productId } });
    }
    const call = kind === 'free' ? storeEndpoints.assignQuest : storeEndpoints.assignTrialQuest;
    return api.call(call, { query: { UserId, QuestId: questId } });
  };
  return {
    actors: {
      claimFree: fromPromise(({ input }) => assign(input.questId, 'free')),
      assignTrial: fromPromise(({ input }) => assign(input.questId, 'trial')),
      // The current quest is the one /home opens with (its questId in the address, ADR 0047).
      setCurrentQuest: fromPromise(async () => {}),
      loadContent: fromPromise(async ({ input }) => {
        const list = await api.call(learningEndpoints.getContentList, { query: { QuestId: input.questId } });
        cacheContentList(input.questId, list);
      }),
      // A trial's extra data is the student's refreshed quest list (its trial end); schedules load per mission.
      initTrialData: fromPromise(async () => {
        await reloadUser();
      }),
    },
    actions: {
      trackQuestSelected: ({ context }) => {
        if (context.quest)
          analytics.questSelected({ questId: context.quest.questId, questName: context.quest.questName });
      },
      trackStartTrial: ({ context }) => {
        if (context.quest)
          analytics.startTrial({ productId: getTarget().productId ?? 0, questId: context.quest.questId });
      },
      reloadUserQuests: () => void reloadUser(),
      redirect: ({ context }) => {
        if (context.quest) goTo(paths.home.getHref({ [QUEST_PARAM]: context.quest.questId }));
      },
    },
  };
}

type OpenDialog =
  | { kind: 'details'; entry: CatalogueEntry }
  | { kind: 'confirmBuy'; product: Product }
  | { kind: 'plans'; product: Product }
  | null;

export interface CatalogueActions {
  /** The card buttons of an entry, wired to the launch, trial, buy and interest flows. */
  cardActions: (entry: CatalogueEntry) => CardAction[];
  /** Details: opens the detail dialog (QuestSelected analytics). */
  openDetails: (entry: CatalogueEntry) => void;
  /** Launches a quest the student holds (last viewed, 'Assigned Quest'). */
  launchHeld: (quest: LaunchQuest) => void;
  /** The quest being launched, for the cards' spinners. */
  launchingQuestId: number | null;
  /** The detail, plans, confirm, failure and visitor dialogs; the route renders them. */
  dialogs: ReactNode;
}

/**
 * The catalogue actions of /category and /products (store-and-assessment.md §4 action matrix, ADR 0068): Launch
 * and "<n>-Day Trial" run the quest launch behind the visitor gate; Buy adds a quest to the cart, or opens a
 * product's plans (after "Do you want to continue to buy this product?" when its trial was taken); "I am
 * interested" opens the offline form outside the app.
 */
export function useCatalogueActions(backTo: string): CatalogueActions {
  const services = useServices();
  const { bridge, analytics } = services;
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const gate = useVisitorGate();
  const cart = useAddToCart();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [buyingPlanId, setBuyingPlanId] = useState<number | null>(null);
  const [seenCartError, setSeenCartError] = useState<string | null>(null);
  const plans = useProductPlans(dialog?.kind === 'plans' ? dialog.product.productId : null);

  const [launcher] = useState(() => {
    let target: LaunchTarget = { productId: null };
    return {
      implementations: launchImplementations(
        services,
        () => target,
        () =>
          Promise.all([
            mutate([identityEndpoints.getCurrentUser.name, {}]),
            mutate((key) => Array.isArray(key) && key[0] === storeEndpoints.getQuestCategory.name),
            mutate((key) => Array.isArray(key) && key[0] === storeEndpoints.getProductCategory.name),
          ]),
        (id, list) =>
          void mutate([learningEndpoints.getContentList.name, { query: { QuestId: id } }], list, {
            revalidate: false,
          }),
        (href) => void navigate(href),
      ),
      setTarget: (next: LaunchTarget) => {
        target = next;
      },
    };
  });
  const launch = useQuestLaunch(launcher.implementations);

  const startLaunch = (quest: LaunchQuest, productId: number | null) =>
    gate.requireSignIn(() => {
      launcher.setTarget({ productId });
      launch.launch(quest, true);
    });

  const buy = (entry: CatalogueEntry) => {
    if (entry.kind === 'quest') {
      void cart.add(cartItemOf(entry), backTo);
      return;
    }
    const { product } = entry;
    setDialog(product.isTrialTaken ? { kind: 'confirmBuy', product } : { kind: 'plans', product });
  };

  const run = (entry: CatalogueEntry, action: StoreAction) => {
    const productId = entry.kind === 'product' ? entry.product.productId : null;
    switch (action.kind) {
      case 'launch':
      case 'trial': {
        const quest = launchQuestOf(entry);
        if (quest) startLaunch(quest, productId);
        return;
      }
      case 'buy':
        buy(entry);
        return;
      case 'interested':
        if (action.formUrl) bridge.openUrl(action.formUrl);
    }
  };

  const launchingQuestId = launch.busy || launch.step === 'launched' ? (launch.quest?.questId ?? null) : null;
  const cardActions = (entry: CatalogueEntry): CardAction[] => {
    const quest = launchQuestOf(entry);
    return entryView(entry).actions.map((action) => ({
      label: action.label,
      ...(action.kind === 'trial' ? { trialDays: action.days } : {}),
      loading:
        (action.kind === 'launch' || action.kind === 'trial') &&
        quest !== null &&
        launchingQuestId === quest.questId,
      disabled: launchingQuestId !== null,
      onClick: () => run(entry, action),
    }));
  };

  const openDetails = (entry: CatalogueEntry) => {
    const view = entryView(entry);
    const quest = launchQuestOf(entry);
    if (quest) analytics.questSelected({ questId: quest.questId, questName: view.name });
    setDialog({ kind: 'details', entry });
  };

  const buyPlan = async (product: Product, planId: number) => {
    const plan = plans.data?.find((p) => p.planId === planId);
    if (!plan) return;
    analytics.purchaseInitiate({ productId: plan.productId, planId: plan.planId, price: plan.planPrice });
    setBuyingPlanId(planId);
    await cart.add(planCartItem(product, plan), backTo);
    setBuyingPlanId(null);
  };

  let open: ReactNode = null;
  if (dialog?.kind === 'details') {
    const view = entryView(dialog.entry);
    open = (
      <QuestDetailDialog
        open
        name={view.name}
        imageUrl={view.imageUrl}
        videoUrl={view.videoUrl}
        description={view.descriptionHtml}
        price={view.price}
        originalPrice={view.originalPrice}
        tagLabel={view.tagLabel}
        tagColour={view.tagColour}
        actions={cardActions(dialog.entry).map((action) => ({
          ...action,
          onClick: () => {
            setDialog(null);
            action.onClick?.();
          },
        }))}
        error={cart.error}
        onClose={() => setDialog(null)}
      />
    );
  } else if (dialog?.kind === 'confirmBuy') {
    open = (
      <ConfirmDialog
        open
        question={continueBuyDialog.message}
        cancelLabel={continueBuyDialog.cancelLabel}
        confirmLabel={continueBuyDialog.confirmLabel}
        onCancel={() => setDialog(null)}
        onConfirm={() => setDialog({ kind: 'plans', product: dialog.product })}
      />
    );
  } else if (dialog?.kind === 'plans') {
    const { product } = dialog;
    open = (
      <PlansDialog
        open
        state={plans.state}
        productName={product.productName}
        plans={(plans.data ?? []).map((plan) => ({
          planId: plan.planId,
          name: plan.productDisplayName,
          descriptionHtml: plan.productDescription,
          planPrice: plan.planPrice,
          imageUrl: product.productIcon,
        }))}
        buyingPlanId={buyingPlanId}
        error={cart.error}
        onBuy={(planId) => void buyPlan(product, planId)}
        onRetry={plans.retry}
        onClose={() => setDialog(null)}
      />
    );
  }

  return {
    cardActions,
    openDetails,
    launchHeld: (quest) => startLaunch(quest, null),
    launchingQuestId,
    dialogs: (
      <>
        {open}
        <AlertDialog
          open={launch.step === 'failed'}
          type="danger"
          title={failureTitle}
          body={launch.dangerMessage ?? undefined}
          actions={<Button onClick={launch.closeDialog}>OK</Button>}
          onClose={launch.closeDialog}
        />
        <AlertDialog
          open={dialog === null && cart.error !== null && cart.error !== seenCartError}
          type="error"
          title={failureTitle}
          body={cart.error ?? undefined}
          actions={<Button onClick={() => setSeenCartError(cart.error)}>OK</Button>}
          onClose={() => setSeenCartError(cart.error)}
        />
        {gate.dialogs}
      </>
    ),
  };
}
