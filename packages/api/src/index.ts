export * from './client-errors.ts';
