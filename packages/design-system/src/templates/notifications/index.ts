export {
  NotificationsView,
  notificationsTexts,
  type NotificationsItem,
  type NotificationsState,
  type NotificationsViewProps,
} from './notifications-view';
