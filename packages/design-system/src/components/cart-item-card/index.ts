export { CartItemCard, type CartItemCardProps } from './cart-item-card';
