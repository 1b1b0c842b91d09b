export { TestRunnerHeader, type TestRunnerHeaderProps } from './runner-header';
