// The rules core: the contract, the PRNG, and the helpers every game shares.
export * from './types';
export * from './random';
export * from './action';
export * from './define-game';
export * from './events';
export * from './draft';
export * from './replay';
export * from './timeline';
export * from './ranking';
export * from './bots';
export * from './memo';
