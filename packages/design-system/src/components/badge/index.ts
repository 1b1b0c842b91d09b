export { Badge, type BadgeProps } from './badge';
export { badgeText } from './badge-count';
