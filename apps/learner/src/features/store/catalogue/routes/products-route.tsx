import { useState } from 'react';
import {
  AlertDialog,
  Button,
  CatalogueView,
  catalogueTexts,
  type CatalogueItem,
  type CatalogueSection,
} from '@quest/design-system';
import { parseIstTimestamp, storeActionLabels } from '@quest/flows';
import { paths } from '../../../../routes/paths';
import { useBoardGrade } from '../../../../data/board-grade';
import { useDeferredData } from '../../../../data/use-endpoint';
import { cardItem } from '../catalogue-cards';
import {
  boardOptions,
  filterProductCategories,
  gradeIdsOf,
  gradeOptions,
  heldLaunchQuest,
  nameMatches,
} from '../catalogue-model';
import { useProductCategory } from '../data/use-product-category';
import { useCatalogueShell } from '../use-catalogue-shell';

/** The 'Assigned Quest' carousel's heading (store-and-assessment.md §2.5). */
export const ASSIGNED_QUEST_TITLE = 'Assigned Quest';
/** The danger dialog of a product-category load failure (§8); the spec gives no wording. */
export const PRODUCTS_FAILED_TITLE = 'Could not load the products';

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : undefined);

/**
 * The products screen (/products, store-and-assessment.md §2.5): board and grade filters, search, the last
 * accessed quest, the 'Assigned Quest' carousel (the student's quest list, ADR 0026), then the product
 * categories. The cart opens with backTo=/products. A product-category load failure is a danger dialog over the
 * failed view (§8). Inside the iOS wrapper the cart and paid categories are hidden.
 */
export function Component() {
  const { user, actions, search, ios, chrome } = useCatalogueShell(paths.products.getHref());
  const catalogue = useProductCategory(user.data?.userId);
  // The cards are drawn in slices once the catalogue arrives (ADR 0135).
  const { data: catalogueData, state: catalogueState } = useDeferredData(catalogue);
  const boardGrade = useBoardGrade();
  const [board, setBoard] = useState('');
  const [grade, setGrade] = useState('');
  // The danger dialog shows once a failure: SWR's own retries failing again behind it do not bring it back; the
  // student's Retry or a load that succeeds starts a new one.
  const [failureDismissed, setFailureDismissed] = useState(false);
  if (failureDismissed && catalogue.state === 'loaded') setFailureDismissed(false);
  const retry = () => {
    setFailureDismissed(false);
    catalogue.retry();
  };

  const gradeIds = gradeIdsOf(boardGrade.data, board, grade);
  const categories = filterProductCategories(catalogueData?.productCategory ?? [], {
    search,
    hidePaid: ios,
    gradeIds,
  });
  const held = (user.data?.userQuestList ?? []).filter((quest) => nameMatches(quest.questName, search));
  const assigned: CatalogueItem[] = held.map((quest) => {
    const launching = actions.launchingQuestId === quest.questId;
    return {
      id: `assigned-${quest.questId}`,
      kind: 'quest',
      name: quest.questName,
      actions: [
        {
          label: storeActionLabels.launch,
          loading: launching,
          disabled: actions.launchingQuestId !== null && !launching,
          onClick: () => actions.launchHeld(heldLaunchQuest(quest)),
        },
      ],
    };
  });
  const sections: CatalogueSection[] = [
    { id: 'assigned', title: ASSIGNED_QUEST_TITLE, items: assigned },
    ...categories.map((category) => ({
      id: category.categoryName,
      title: category.categoryName,
      items: category.items.map((product) => cardItem({ kind: 'product', product }, actions)),
    })),
  ];
  const me = user.data;
  const lastQuest = me?.userQuestList.find((quest) => quest.questId === me.lastQuestAccessed);

  return (
    <>
      <CatalogueView
        title={catalogueTexts.productsTitle}
        state={catalogueState}
        errorMessage={messageOf(catalogue.error)}
        {...chrome}
        sections={sections}
        filters={{
          boards: boardOptions(boardGrade.data),
          grades: gradeOptions(boardGrade.data, board),
          board,
          grade,
          onBoardChange: (next) => {
            setBoard(next);
            setGrade('');
          },
          onGradeChange: setGrade,
        }}
        lastViewed={
          me?.viewedOn && lastQuest
            ? {
                name: me.lastQuestName ?? lastQuest.questName,
                viewedOn: parseIstTimestamp(me.viewedOn),
                launching: actions.launchingQuestId === lastQuest.questId,
                onLaunch: () => actions.launchHeld(heldLaunchQuest(lastQuest)),
              }
            : null
        }
        onRetry={retry}
      />
      <AlertDialog
        open={catalogue.state === 'failed' && !failureDismissed}
        type="danger"
        title={PRODUCTS_FAILED_TITLE}
        body={messageOf(catalogue.error)}
        actions={<Button onClick={() => setFailureDismissed(true)}>OK</Button>}
        onClose={() => setFailureDismissed(true)}
      />
      {actions.dialogs}
    </>
  );
}
