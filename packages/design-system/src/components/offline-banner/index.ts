export {
  OFFLINE_MESSAGE,
  OfflineBanner,
  SENDING_MESSAGE,
  WAITING_MESSAGE,
  waitingMessage,
  type OfflineBannerProps,
} from './offline-banner';
