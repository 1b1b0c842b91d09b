export {
  QueryBoxView,
  queryBoxTexts,
  type QueryBoxItem,
  type QueryBoxState,
  type QueryBoxTexts,
  type QueryBoxThread,
  type QueryBoxViewProps,
} from './query-box-view';
export { type QueryReplyPanelProps } from './query-reply-panel';
