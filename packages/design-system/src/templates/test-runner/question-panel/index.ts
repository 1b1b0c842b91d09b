export { TestRunnerQuestionPanel, type TestRunnerQuestionPanelProps } from './question-panel';
