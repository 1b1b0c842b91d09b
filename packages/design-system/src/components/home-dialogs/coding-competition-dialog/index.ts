export {
  CodingCompetitionDialog,
  codingCompetitionDialogTexts,
  type CodingCompetitionDialogProps,
  type CodingCompetitionStep,
} from './coding-competition-dialog';
