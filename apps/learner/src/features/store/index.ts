// The store feature's public entry: all another feature may import from it (lint: features import each other
// only through their index.ts; shared data hooks live in ../../data).
export { usePendingOrders } from './payment/use-pending-orders';
