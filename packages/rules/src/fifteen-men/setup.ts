// Setting the table: 15 random pirates face down, the vessel, doubloons, factions, guards and scenario.
import { Dice, rngFromSeed } from '../core/random';
import type { SetupInput } from '../core/types';
import {
  doubloonSet,
  factionCards,
  guardCount,
  guards as guardCards,
  pirates,
  scenarios,
  vessels,
  type PirateId,
  type ScenarioId,
  type VesselId,
} from './cards';
import { firstCorruptor } from './flow';
import { defaultOptions, parseOptions } from './options';
import { flagOf, RING_SIZE } from './ring';
import type { FifteenMenOptions, FifteenMenState, Slot } from './types';

/** The drawn ship needs enough pirates of its flag among the backs of the 15 dealt; else The Revenge. */
export function chooseVessel(drawn: VesselId, crew: ReadonlyArray<PirateId>): VesselId {
  const ship = vessels.find((v) => v.id === drawn);
  if (ship === undefined || ship.flag === null) return 'the-revenge';
  const flag = ship.flag;
  const count = crew.filter((id) => flagOf(id, false) === flag).length;
  return count >= ship.minimum ? drawn : 'the-revenge';
}

function chooseScenario(options: FifteenMenOptions, seats: number, dice: Dice): ScenarioId {
  const playable = scenarios.filter((s) => s.seats.includes(seats)).map((s) => s.id);
  if (options.scenario === 'random') return dice.pick(playable);
  return playable.includes(options.scenario) ? options.scenario : 'treasure-island';
}

export function setup(input: SetupInput): FifteenMenState {
  const parsed = parseOptions(input.options);
  const options = parsed.ok ? parsed.options : defaultOptions;
  const seats = input.seats;
  const dice = new Dice(rngFromSeed(input.seed));
  const pool = pirates.filter((p) => !(options.withoutExpert && p.expert)).map((p): PirateId => p.id);
  const shuffled = dice.shuffle(pool);
  const crew = shuffled.slice(0, RING_SIZE);
  const ring: Slot[] = crew.map((card) => ({ card, faceUp: false, controller: null, doubloons: [] }));
  const drawn = dice.pick(vessels.filter((v) => v.id !== 'the-revenge')).id;
  const vessel = chooseVessel(drawn, crew);
  const factions = dice.shuffle(factionCards(seats));
  const captain = factions.indexOf('captain');
  const guards = dice.shuffle(guardCards.map((g) => g.id)).slice(0, guardCount(seats));
  const scenario = chooseScenario(options, seats, dice);
  const state: FifteenMenState = {
    seats,
    options,
    scenario,
    vessel,
    rng: dice.state(),
    ring,
    boxed: shuffled.slice(RING_SIZE),
    killed: [],
    factions,
    captain,
    factionsPublic: seats <= 3,
    guards,
    gibbonsUsed: false,
    hands: Array.from({ length: seats }, () => doubloonSet(seats).slice()),
    bullets: Array.from({ length: seats }, () => (scenario === 'tortuga' ? 'confiscated' : 'held')),
    seen: Array.from({ length: seats }, () => []),
    known: [...guards],
    ghostPenalty: null,
    tortugaBuyers: [],
    daughter: { controller: null, doubloons: [] },
    phase: seats === 3 ? 'opening' : 'corruption',
    turn: {
      seat: firstCorruptor(seats, captain),
      acted: false,
      revealed: false,
      parroted: false,
      startControl: [],
    },
    showdownTurns: 0,
    prompt: seats === 3 ? { kind: 'opening-peek', seat: (captain + 1) % seats, left: 2 } : null,
    effects: [],
    final: null,
  };
  return state;
}
