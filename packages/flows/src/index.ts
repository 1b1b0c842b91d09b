export * from './rules/progress.ts';
export * from './rules/live-class.ts';
