// @flotilla/rules/captains-war/material: the game's printed material (the captain's sheet, the loot dice, the
// Legendary Captains' cards, the boarding reward) without its engine, for screens that draw or name them.
export * from './sheet';
export * from './dice';
export { LEGENDARY_CAPTAINS, findLegendaryCaptain, type LegendaryCaptain } from './solo/legendary-captains';
export { BOARDING_REWARD_GP, goldReward, type GoldReward } from './reward';
