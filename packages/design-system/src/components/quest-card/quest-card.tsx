import { CatalogueCard, type CatalogueCardProps } from '../product-card/catalogue-card';

/** Props of {@link QuestCard}. */
export type QuestCardProps = Omit<CatalogueCardProps, 'originalPrice' | 'priceNote'>;

/**
 * A quest in a catalogue carousel: cover (questIcon), tag, name, price, a Details link and the action buttons the
 * caller's rules give (Launch, "<n>-Day Trial", Buy, I am interested).
 */
export function QuestCard(props: QuestCardProps) {
  return <CatalogueCard {...props} defaultIcon="star" />;
}
