// Every kind of phase an Eollis table can be in, in play order: for screens that name them. A record over the
// state's own `Phase['kind']` so that a new kind is a type error here until it is listed.
import type { Phase } from './types';

const KINDS: Readonly<Record<Phase['kind'], true>> = {
  refill: true,
  keep: true,
  draft: true,
  propose: true,
  election: true,
  boarding: true,
  lookout: true,
  bosco: true,
  repairChoice: true,
  repair: true,
  attempt: true,
  trial: true,
  loss: true,
  rise: true,
  decision: true,
  mutinyCall: true,
  camps: true,
  mutinyRoll: true,
  sacrifice: true,
  rescue: true,
  brawl: true,
  over: true,
};

export const PHASE_KINDS = Object.keys(KINDS) as ReadonlyArray<Phase['kind']>;
