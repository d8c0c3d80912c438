// @flotilla/rules: the pure rules engines of Flotilla's games and the contract they share.
export * from './core';
export * from './registry';
export * as CaptainsWar from './captains-war';
