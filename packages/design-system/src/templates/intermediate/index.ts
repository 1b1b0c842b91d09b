export {
  IntermediateView,
  intermediateTexts,
  type IntermediateState,
  type IntermediateViewProps,
} from './intermediate-view';
