export {
  NotFoundView,
  NOT_FOUND_DEFAULT_MESSAGE,
  NOT_FOUND_DEFAULT_TITLE,
  type NotFoundViewProps,
} from './not-found-view';
