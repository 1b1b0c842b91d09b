import type { CatalogueItem } from '@quest/design-system';
import { entryView, type CatalogueEntry } from './catalogue-model';
import type { CatalogueActions } from './use-catalogue-actions';

/** One carousel card of a quest or product: what the entry shows, with its wired actions and Details. */
export function cardItem(
  entry: CatalogueEntry,
  actions: Pick<CatalogueActions, 'cardActions' | 'openDetails'>,
): CatalogueItem {
  const view = entryView(entry);
  return {
    id: view.key,
    kind: entry.kind,
    name: view.name,
    imageUrl: view.imageUrl,
    price: view.price,
    originalPrice: view.originalPrice,
    tagLabel: view.tagLabel,
    tagColour: view.tagColour,
    actions: actions.cardActions(entry),
    onDetails: () => actions.openDetails(entry),
  };
}
