// @flotilla/rules/fifteen-men/material: the game's cards (pirates, guards, vessels, scenarios) without its engine,
// for screens that draw or name them.
export * from './cards';
