export {
  CatalogueView,
  catalogueTexts,
  type CatalogueFilters,
  type CatalogueItem,
  type CatalogueLastViewed,
  type CatalogueSection,
  type CatalogueViewProps,
} from './catalogue-view';
