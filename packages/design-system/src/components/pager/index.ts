export { Pager, type PagerProps } from './pager';
export { pageCountOf, pageItems, type PageItem } from './page-items';
