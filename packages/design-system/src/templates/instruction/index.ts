export {
  InstructionView,
  instructionTexts,
  type InstructionStatus,
  type InstructionViewProps,
} from './instruction-view';
