export {
  OFFLINE_MESSAGE,
  OfflineBanner,
  SENDING_MESSAGE,
  waitingMessage,
  type OfflineBannerProps,
} from './offline-banner';
