export { PartnerProductCard, type PartnerProductCardProps } from './partner-product-card';
