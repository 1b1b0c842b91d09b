export {
  BottomNav,
  type BottomNavHrefs,
  type BottomNavItemId,
  type BottomNavLinkProps,
  type BottomNavProps,
} from './bottom-nav';
