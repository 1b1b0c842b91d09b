import { parseIstTimestamp } from '@quest/flows';
import { CatalogueView, catalogueTexts, type CatalogueSection } from '@quest/design-system';
import { paths } from '../../../../routes/paths';
import { cardItem } from '../catalogue-cards';
import { filterQuestCategories, launchQuestOf } from '../catalogue-model';
import { useQuestCategory } from '../data/use-quest-category';
import { useCatalogueShell } from '../use-catalogue-shell';

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : undefined);

/**
 * The quest catalogue (/category, store-and-assessment.md §2.5): search by name (case-insensitive), the cart with
 * its badge, the last viewed quest with Launch, and one carousel of quest cards per category. Visitors browse
 * too; their back arrow goes to `/`. Inside the iOS wrapper the cart and paid categories are hidden.
 */
export function Component() {
  const { user, actions, search, ios, chrome } = useCatalogueShell(paths.category.getHref());
  const catalogue = useQuestCategory(user.data?.userId);

  const categories = filterQuestCategories(catalogue.data?.questCategory ?? [], { search, hidePaid: ios });
  const sections: CatalogueSection[] = categories.map((category) => ({
    id: category.categoryName,
    title: category.categoryName,
    items: category.items.map((quest) => cardItem({ kind: 'quest', quest }, actions)),
  }));
  const last = catalogue.data?.lastViewed;
  const lastQuest = last ? launchQuestOf({ kind: 'quest', quest: last }) : null;

  return (
    <>
      <CatalogueView
        title={catalogueTexts.questsTitle}
        state={catalogue.state}
        errorMessage={messageOf(catalogue.error)}
        {...chrome}
        sections={sections}
        lastViewed={
          last?.viewedOn && lastQuest
            ? {
                name: last.questName,
                viewedOn: parseIstTimestamp(last.viewedOn),
                imageUrl: last.questIcon,
                launching: actions.launchingQuestId === last.questId,
                onLaunch: () => actions.launchHeld(lastQuest),
              }
            : null
        }
        onRetry={catalogue.retry}
      />
      {actions.dialogs}
    </>
  );
}
