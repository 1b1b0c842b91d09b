// The assessment feature's public entry: all another feature may import from it (lint: features import each other
// only through their index.ts; shared data hooks live in ../../data).
export { instructionHref, type TestPlace } from './runner/runner-model';
