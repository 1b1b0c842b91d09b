export { Banner, type BannerCloseReason, type BannerProps, type BannerType } from './banner';
