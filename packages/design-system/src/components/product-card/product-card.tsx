import { CatalogueCard, type CatalogueCardProps } from './catalogue-card';

/** Props of {@link ProductCard}. */
export type ProductCardProps = CatalogueCardProps;

/**
 * A product in a catalogue carousel: cover (productIcon), tag, name, price (the discount price, with the price
 * struck through when higher), a Details link and the action buttons the caller's rules give (Launch, Trial, Buy).
 */
export function ProductCard(props: ProductCardProps) {
  return <CatalogueCard {...props} defaultIcon="package" />;
}
