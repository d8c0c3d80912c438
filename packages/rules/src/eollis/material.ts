// @flotilla/rules/eollis/material: the game's cards, the ship's posts, the balloon track and the phase kinds without
// its engine, for screens that draw or name them.
export * from './cards/actions';
export * from './cards/events';
export * from './cards/missions';
export * from './cards/pirates';
export * from './posts';
export { balloonSpaces, repairTarget } from './balloon';
export { PHASE_KINDS } from './phase-kinds';
