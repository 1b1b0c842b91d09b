export {
  CartView,
  cartViewTexts,
  type CartUserDetailsDialog,
  type CartViewItem,
  type CartViewProps,
} from './cart-view';
