export { TestRunnerDialogs, type TestRunnerDialogsProps } from './runner-dialogs';
