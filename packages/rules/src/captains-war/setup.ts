// Setting up a table: sheets as pre-circled, extra GP for the 4th–6th players, solo's Legend on the raft.
import { Dice, rngFromSeed } from '../core/random';
import type { SetupInput } from '../core/types';
import { parseOptions } from './options';
import { START, type Chest, type Crew } from './sheet';
import { LEGENDARY_CAPTAINS, findLegendaryCaptain } from './solo/legendary-captains';
import type { Captain, CaptainsWarState, Mode } from './types';

export const MIN_SEATS = 1;
export const MAX_SEATS = 6;

export function newCaptain(gold: number, crew: Crew, chest: Chest = [0, 0, 0, 0]): Captain {
  return {
    gold,
    goldCircled: gold,
    chest,
    chestCircled: chest,
    crew,
    crewCircled: crew,
    acquired: { attributes: 0, boats: 0 },
    track: { attributes: 0, boats: 0 },
    commandBonus: { attributes: 0, boats: 0 },
    chart: [],
    lastAttackTurn: -99,
    grapplingHookUntil: null,
    picks: [],
    acquiredThisTurn: false,
    commandDone: false,
  };
}

export function setup({ seats, seed, options: raw }: SetupInput): CaptainsWarState {
  if (!Number.isInteger(seats) || seats < MIN_SEATS || seats > MAX_SEATS) {
    throw new RangeError(`Captains' War seats 1 to 6 players, not ${seats}.`);
  }
  const parsed = parseOptions(raw);
  if (!parsed.ok) throw new RangeError(parsed.error);
  const options = parsed.options;
  const mode: Mode = seats === 1 ? 'solo' : seats === 2 ? 'duel' : 'table';
  const dice = new Dice(rngFromSeed(seed));

  const captains: Captain[] = Array.from({ length: seats }, (_, seat) =>
    newCaptain(START.gold + (START.extraGoldBySeat[seat] ?? 0), START.crew),
  );
  let legend: CaptainsWarState['legend'] = null;
  if (mode === 'solo') {
    const card =
      options.legendaryCaptain === 'random'
        ? dice.pick(LEGENDARY_CAPTAINS)
        : (findLegendaryCaptain(options.legendaryCaptain) ?? dice.pick(LEGENDARY_CAPTAINS));
    captains.push(newCaptain(card.start.gold, card.start.crew, card.start.chest));
    // Solo games begin on the raft, for both captains.
    for (let i = 0; i < captains.length; i++) {
      const c = captains[i] as Captain;
      captains[i] = { ...c, acquired: { ...c.acquired, boats: 1 } };
    }
    legend = { card: card.id, copiesNextPirate: false };
  }

  return {
    game: 'captains-war',
    mode,
    seats,
    options: {
      ...options,
      armsMaster: options.armsMaster !== null && options.armsMaster < seats ? options.armsMaster : null,
    },
    rng: dice.state(),
    turn: 1,
    active: 0,
    phase: 'roll',
    dice: null,
    setAside: null,
    captains,
    boarding: null,
    firstCommandBonusTaken: { attributes: false, boats: false },
    endReason: null,
    legend,
    result: null,
  };
}
