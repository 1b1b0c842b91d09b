export * from './mission-start-dialog';
export * from './trial-expired-dialog';
export * from './quest-switch-dialog';
export * from './start-or-buy-dialog';
export * from './coding-competition-dialog';
export * from './special-mission-dialog';
