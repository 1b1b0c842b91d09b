export {
  PartnerProductsView,
  partnerProductsTexts,
  type PartnerProductItem,
  type PartnerProductsState,
  type PartnerProductsViewProps,
} from './partner-products-view';
