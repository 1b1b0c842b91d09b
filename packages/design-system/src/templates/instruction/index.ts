export {
  InstructionView,
  instructionTexts,
  type InstructionLock,
  type InstructionStatus,
  type InstructionViewProps,
} from './instruction-view';
