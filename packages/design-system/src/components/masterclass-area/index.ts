export {
  MasterclassArea,
  masterclassAreaTexts,
  type MasterclassAreaItem,
  type MasterclassAreaProps,
} from './masterclass-area';
