export { BackHeader, type BackHeaderProps } from './back-header';
