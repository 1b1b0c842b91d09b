export { ProductCard, type ProductCardProps } from './product-card';
export { cardActionText, type CardAction, type CatalogueCardProps } from './catalogue-card';
