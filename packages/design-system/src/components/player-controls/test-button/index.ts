export { TestButton, type TestButtonProps } from './test-button';
