export { StatusMessage, type StatusMessageProps } from './status-message';
