export {
  EnterDetailsView,
  enterDetailsViewTexts,
  type EnterDetailsField,
  type EnterDetailsViewProps,
} from './enter-details-view';
