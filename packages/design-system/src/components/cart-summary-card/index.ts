export { CartSummaryCard, type CartSummaryCardProps, type CartSummaryLabels } from './cart-summary-card';
