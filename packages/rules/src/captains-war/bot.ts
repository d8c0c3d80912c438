// A careful Captains' War player: decides from its own view and legal actions only, so it cannot cheat.
import type { Dice } from '../core/random';
import { attackBonus, chestRoomOf, crewList, crewRoomOf, defenceBonus } from './captain';
import { attackerWins, MAX_COMMITTED } from './boarding';
import type { DieFace } from './dice';
import { BOARDING_REWARD_CIRCLES, BOARDING_REWARD_GP } from './reward';
import {
  ACQUISITIONS,
  RESOURCES,
  RESOURCE_PRICE_GP,
  TRACKS,
  recruitCost,
  type Line,
  type Resource,
  type TrackGain,
  attacksInitiatedRp,
} from './sheet';
import { LEGEND } from './solo/legend-turn';
import type { Captain, CaptainsWarAction } from './types';
import type { CaptainsWarView } from './view';

/** Gold the bot keeps after recruiting, to buy a missing Resource later. */
const RESERVE_GP = 3;
/** Worth of one red circle beyond its gain, in GP: a step on the podium or the Boat track's RP. */
const CIRCLE_GP = 3;
/** Worth of a permanent +1 boarding bonus, in GP. */
const BONUS_GP = 4;

/** The seat's choice among `legal` (never outside it); ties are broken with `dice`. */
export function chooseCaptainsWarAction(
  view: CaptainsWarView,
  legal: ReadonlyArray<CaptainsWarAction>,
  dice: Dice,
): CaptainsWarAction {
  const first = legal[0];
  if (first === undefined) throw new RangeError('chooseCaptainsWarAction needs at least one legal action');
  const me = typeof view.viewer === 'number' ? view.viewer : -1;
  const captain = view.captains[me];
  if (captain === undefined || legal.length === 1) return first;
  const choice = (() => {
    switch (view.phase) {
      case 'setAside':
        return best(
          legal,
          (a) => (a.type === 'setAside' ? valueToOpponents(view, me, a.die) : -Infinity),
          dice,
        );
      case 'loot':
        return best(legal, (a) => (a.type === 'pick' ? pickValue(view, me, a) : -Infinity), dice);
      case 'command':
        return command(view, me, legal);
      case 'attack':
        return attack(view, me, legal, dice);
      case 'boarding':
        return boarding(view, me, legal);
      case 'reward':
        return best(legal, (a) => (a.type === 'reward' ? rewardValue(view, me, a.reward) : -Infinity), dice);
      default:
        return first;
    }
  })();
  // Belt and braces: whatever the reasoning, only an offered action leaves this function.
  return legal.includes(choice) ? choice : first;
}

/** The highest-valued action; equal values are broken by the dice. */
function best(
  legal: ReadonlyArray<CaptainsWarAction>,
  value: (action: CaptainsWarAction) => number,
  dice: Dice,
): CaptainsWarAction {
  let top = -Infinity;
  let tops: CaptainsWarAction[] = [];
  for (const action of legal) {
    const v = value(action);
    if (v > top) {
      top = v;
      tops = [action];
    } else if (v === top) tops.push(action);
  }
  return tops.length === 1 ? (tops[0] as CaptainsWarAction) : dice.pick(tops);
}

// ---- Valuing loot ----

/** Resources still missing for the next acquisition of both lines, and the jokers they also need. */
function needs(c: Captain): { missing: number[]; jokers: number } {
  const wanted = [0, 0, 0, 0];
  let jokers = 0;
  for (const line of ['attributes', 'boats'] as const) {
    const next = ACQUISITIONS[line][c.acquired[line]];
    if (next === undefined) continue;
    next.cost.forEach((n, r) => (wanted[r] = (wanted[r] ?? 0) + n));
    jokers += next.jokers;
  }
  const missing = wanted.map((n, r) => Math.max(0, n - (c.chest[r] ?? 0)));
  const spare = c.chest.reduce((sum, n, r) => sum + Math.max(0, n - (wanted[r] ?? 0)), 0);
  return { missing, jokers: Math.max(0, jokers - spare) };
}

/** GP-equivalent of gaining `count` of a resource: a needed one saves a 3 GP purchase and brings an acquisition closer. */
function resourceValue(view: CaptainsWarView, seat: number, resource: Resource, count: number): number {
  const c = view.captains[seat];
  if (c === undefined) return 0;
  const room = Math.min(count, chestRoomOf(view.mode, view.captains, seat, resource));
  const { missing, jokers } = needs(c);
  // A resource that is missing by name is worth a little more than one that only pays a joker.
  const named = Math.min(room, missing[RESOURCES.indexOf(resource)] ?? 0);
  const joker = Math.min(room - named, jokers);
  return named * (RESOURCE_PRICE_GP + 2) + joker * (RESOURCE_PRICE_GP + 1) + (room - named - joker);
}

function pirateValue(view: CaptainsWarView, seat: number, strength: number): number {
  return crewRoomOf(view.mode, view.captains, seat, strength) > 0 ? strength + 1 : 0;
}

function gainValue(view: CaptainsWarView, seat: number, gain: TrackGain | null): number {
  if (gain === null) return 0;
  switch (gain.kind) {
    case 'gold':
      return gain.amount;
    case 'resource':
      return resourceValue(view, seat, gain.resource, 1);
    case 'pirate':
      return pirateValue(view, seat, gain.strength);
    case 'attackBonus':
    case 'defenceBonus':
      return BONUS_GP;
  }
}

/** Worth of filling up to `count` red circles of a track, stopping at a lock or the end as the rules do. */
function trackValue(view: CaptainsWarView, seat: number, line: Line, count: number): number {
  const c = view.captains[seat];
  if (c === undefined) return 0;
  let value = 0;
  for (let k = 0; k < count; k++) {
    const circle = TRACKS[line][c.track[line] + k];
    if (circle === undefined || c.acquired[line] < circle.lock) break;
    value += CIRCLE_GP + gainValue(view, seat, circle.gain);
  }
  return value;
}

function faceValue(view: CaptainsWarView, seat: number, face: DieFace, joker?: Resource): number {
  switch (face.die) {
    case 'yellow':
      return face.gold;
    case 'blue': {
      const resource = face.resource === 'joker' ? joker : face.resource;
      if (resource !== undefined) return resourceValue(view, seat, resource, face.count);
      // A joker for someone else: the best resource they could name.
      return Math.max(...RESOURCES.map((r) => resourceValue(view, seat, r, 1)));
    }
    case 'red':
      return trackValue(view, seat, face.track, 2);
    case 'black':
      return pirateValue(view, seat, face.strength);
  }
}

function pickValue(view: CaptainsWarView, seat: number, action: { die: number; joker?: Resource }): number {
  const face = view.dice?.[action.die];
  return face === undefined ? -Infinity : faceValue(view, seat, face, action.joker);
}

/** Setting a die aside denies it to every opponent: the most useful one to them goes. */
function valueToOpponents(view: CaptainsWarView, me: number, die: number): number {
  const face = view.dice?.[die];
  if (face === undefined) return -Infinity;
  let total = 0;
  for (let seat = 0; seat < view.seats; seat++) if (seat !== me) total += faceValue(view, seat, face);
  return total;
}

/** A won battle's reward: 5 GP against two red circles and their gains. */
function rewardValue(view: CaptainsWarView, me: number, reward: 'gold' | Line): number {
  return reward === 'gold' ? BOARDING_REWARD_GP : trackValue(view, me, reward, BOARDING_REWARD_CIRCLES);
}

// ---- Command phase ----

function has(legal: ReadonlyArray<CaptainsWarAction>, test: (a: CaptainsWarAction) => boolean) {
  return legal.find(test);
}

/** Acquire the best affordable; else buy what completes one; else recruit with spare gold; then end. */
function command(
  view: CaptainsWarView,
  me: number,
  legal: ReadonlyArray<CaptainsWarAction>,
): CaptainsWarAction {
  const c = view.captains[me] as Captain;
  const acquisitions = legal.filter((a) => a.type === 'acquire');
  if (acquisitions.length > 0) {
    let chosen = acquisitions[0] as CaptainsWarAction;
    let top = -Infinity;
    for (const a of acquisitions) {
      if (a.type !== 'acquire') continue;
      const rp = ACQUISITIONS[a.line][c.acquired[a.line]]?.rp ?? 0;
      // Pay a joker with what the other line needs least.
      const jokerCost = a.joker === undefined ? 0 : jokerRegret(c, a.line, a.joker);
      const value = rp * 10 - jokerCost;
      if (value > top) {
        top = value;
        chosen = a;
      }
    }
    return chosen;
  }
  if (!c.acquiredThisTurn) {
    const buy = purchaseToComplete(c, legal);
    if (buy !== null) return buy;
  }
  let recruit: CaptainsWarAction | undefined;
  for (const a of legal)
    if (a.type === 'recruit' && c.gold - recruitCost(a.strength) >= RESERVE_GP) {
      if (recruit === undefined || (recruit.type === 'recruit' && a.strength > recruit.strength)) recruit = a;
    }
  if (recruit !== undefined) return recruit;
  return has(legal, (a) => a.type === 'endCommand') ?? (legal[0] as CaptainsWarAction);
}

/** How much paying the joker in `resource` hurts the other line's next acquisition. */
function jokerRegret(c: Captain, line: Line, resource: Resource): number {
  const other: Line = line === 'attributes' ? 'boats' : 'attributes';
  const next = ACQUISITIONS[other][c.acquired[other]];
  const r = RESOURCES.indexOf(resource);
  const ownCost = ACQUISITIONS[line][c.acquired[line]]?.cost[r] ?? 0;
  const left = (c.chest[r] ?? 0) - ownCost - 1;
  return next !== undefined && left < (next.cost[r] ?? 0) ? 1 : 0;
}

/** A purchase of a missing Resource when the gold in hand buys everything an acquisition still lacks. */
function purchaseToComplete(c: Captain, legal: ReadonlyArray<CaptainsWarAction>): CaptainsWarAction | null {
  let chosen: CaptainsWarAction | null = null;
  let topRp = -1;
  for (const line of ['attributes', 'boats'] as const) {
    const next = ACQUISITIONS[line][c.acquired[line]];
    if (next === undefined) continue;
    const missing: Resource[] = [];
    next.cost.forEach((n, r) => {
      for (let k = c.chest[r] ?? 0; k < n; k++) missing.push(RESOURCES[r] as Resource);
    });
    if (next.jokers > 0) {
      const spare = c.chest.some((n, r) => n > (next.cost[r] ?? 0));
      if (!spare) missing.push(cheapestJoker(c, line));
    }
    if (missing.length === 0 || missing.length * RESOURCE_PRICE_GP > c.gold) continue;
    const buy = legal.find((a) => a.type === 'buy' && a.resource === missing[0]);
    if (buy !== undefined && next.rp > topRp) {
      topRp = next.rp;
      chosen = buy;
    }
  }
  return chosen;
}

/** The resource to buy for a joker: one the other line also needs, else barrels (the last in the chest). */
function cheapestJoker(c: Captain, line: Line): Resource {
  const other: Line = line === 'attributes' ? 'boats' : 'attributes';
  const next = ACQUISITIONS[other][c.acquired[other]];
  if (next !== undefined) {
    const r = next.cost.findIndex((n, i) => n > (c.chest[i] ?? 0));
    if (r !== -1) return RESOURCES[r] as Resource;
  }
  return 'barrel';
}

// ---- Boarding ----

function bonuses(view: CaptainsWarView, seat: number): { attack: number; defence: number } {
  const c = view.captains[seat];
  if (c === undefined) return { attack: 0, defence: 0 };
  const legend = seat === LEGEND && view.legend !== null ? view.legend : null;
  return {
    attack: attackBonus(c, legend?.attackBonus ?? 0),
    defence: defenceBonus(c, legend?.defenceBonus ?? 0),
  };
}

/** The strongest total a captain can put into one battle: their three strongest Pirates. */
function topThree(c: Captain): number {
  return crewList(c.crew)
    .slice(0, MAX_COMMITTED)
    .reduce((a, b) => a + b, 0);
}

/** The weakest set of at most three of one's Pirates whose Strength reaches `need` (fewest Pirates on a tie). */
export function cheapestCrew(c: Captain, need: number): number[] | null {
  if (need <= 0) return [];
  let chosen: number[] | null = null;
  let chosenSum = Infinity;
  for (let a = 1; a <= 6; a++)
    for (let b = 0; b <= a; b++)
      for (let d = 0; d <= b; d++) {
        const set = [a, b, d].filter((s) => s > 0);
        const sum = a + b + d;
        if (sum < need || sum > chosenSum) continue;
        if (sum === chosenSum && chosen !== null && set.length >= chosen.length) continue;
        const counts = [0, 0, 0, 0, 0, 0];
        for (const s of set) counts[s - 1] = (counts[s - 1] ?? 0) + 1;
        if (counts.some((n, i) => n > (c.crew[i] ?? 0))) continue;
        chosen = set;
        chosenSum = sum;
      }
  return chosen;
}

/** Strength the attacker must reach to beat everything the defender could commit. */
function toBeat(view: CaptainsWarView, attacker: number, defender: number): number {
  const d = view.captains[defender];
  if (d === undefined) return Infinity;
  const defenceMax = topThree(d) + bonuses(view, defender).defence;
  const armsMaster = view.options.armsMaster === attacker;
  return (
    (attackerWins(defenceMax, defenceMax, armsMaster) ? defenceMax : defenceMax + 1) -
    bonuses(view, attacker).attack
  );
}

function attacksInitiated(c: Captain): number {
  return c.chart.filter((line) => line.role === 'attacker').length;
}

/**
 * Attack the opponent cheapest to beat for sure; failing that, while short of three attacks (fewer costs −5 or
 * 0 RP against +7), attack the weakest one with a token Pirate. Equal targets are drawn by the dice.
 */
function attack(
  view: CaptainsWarView,
  me: number,
  legal: ReadonlyArray<CaptainsWarAction>,
  dice: Dice,
): CaptainsWarAction {
  const c = view.captains[me] as Captain;
  // Short of the attacks that score the most RP.
  const token = attacksInitiatedRp(attacksInitiated(c)) < attacksInitiatedRp(Infinity);
  return best(
    legal,
    (a) => {
      if (a.type === 'holdFire') return -1000;
      if (a.type !== 'attack') return -Infinity;
      const need = toBeat(view, me, a.target);
      const crew = cheapestCrew(c, need);
      if (crew !== null) return 1000 - crew.reduce((x, y) => x + y, 0);
      return token ? -need : -Infinity;
    },
    dice,
  );
}

/** The Pirates this seat means to commit in the battle under way. */
function plannedCrew(view: CaptainsWarView, me: number): number[] {
  const b = view.boarding;
  const c = view.captains[me];
  if (b === null || c === undefined) return [];
  if (b.attacker === me) {
    // Enough to beat the defender's best; else a token attack with the weakest Pirate, saved for the naval battle.
    return cheapestCrew(c, toBeat(view, me, b.defender)) ?? crewList(c.crew).slice(-1);
  }
  // Defend only when the attacker's best can be held (a tie goes to the defender unless the attacker is Arms Master).
  const a = view.captains[b.attacker];
  if (a === undefined) return [];
  const attackMax = topThree(a) + bonuses(view, b.attacker).attack;
  const armsMaster = view.options.armsMaster === b.attacker;
  const need =
    (attackerWins(attackMax, attackMax, armsMaster) ? attackMax + 1 : attackMax) - bonuses(view, me).defence;
  return cheapestCrew(c, need) ?? [];
}

/** Moves the draft towards the plan one Pirate at a time, then locks. */
function boarding(
  view: CaptainsWarView,
  me: number,
  legal: ReadonlyArray<CaptainsWarAction>,
): CaptainsWarAction {
  const plan = plannedCrew(view, me);
  const draft = view.boarding?.yourDraft ?? [];
  const left = plan.slice();
  for (const s of draft) {
    const i = left.indexOf(s);
    if (i === -1) {
      const out = has(legal, (a) => a.type === 'withdraw' && a.strength === s);
      if (out !== undefined) return out;
    } else left.splice(i, 1);
  }
  for (const s of left) {
    const add = has(legal, (a) => a.type === 'commit' && a.strength === s);
    if (add !== undefined) return add;
  }
  return (
    has(legal, (a) => a.type === 'lock') ??
    has(legal, (a) => a.type === 'commit') ??
    (legal[0] as CaptainsWarAction)
  );
}
