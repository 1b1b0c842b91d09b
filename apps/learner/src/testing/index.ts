/** Helpers for screen stories and browser tests of learner routes (never imported by the app itself). */
export * from './fake-host';
export * from './memory-storages';
export * from './screen-handlers';
export * from './screen-story';
