// @flotilla/rules/eollis/material: the game's cards, the ship's posts and the balloon track without its engine, for
// screens that draw or name them.
export * from './cards/actions';
export * from './cards/events';
export * from './cards/missions';
export * from './cards/pirates';
export * from './posts';
export { balloonSpaces, repairTarget } from './balloon';
