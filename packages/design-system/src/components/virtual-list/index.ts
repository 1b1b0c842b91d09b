export { VirtualList, type VirtualItemProps, type VirtualListProps } from './virtual-list';
