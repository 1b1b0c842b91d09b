export { ErrorView, type ErrorViewProps } from './error-view';
