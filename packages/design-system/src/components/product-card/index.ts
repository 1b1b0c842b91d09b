export { ProductCard, type ProductCardProps } from './product-card';
export { type CardAction, type CatalogueCardProps } from './catalogue-card';
