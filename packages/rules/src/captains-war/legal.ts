// Legal actions per seat: everything a captain may do right now, as atomic steps.
import { chestRoomOf, crewRoomOf } from './captain';
import { attackBonusOf, attackTargets, MAX_COMMITTED } from './boarding';
import { rewardChoices } from './reward';
import {
  ACQUISITIONS,
  LINES,
  RESOURCES,
  RESOURCE_PRICE_GP,
  STRENGTHS,
  recruitCost,
  type Line,
  type Resource,
} from './sheet';
import { canPay } from './sheet-moves';
import type { CaptainsWarAction, CaptainsWarState } from './types';

const ROLL: CaptainsWarAction = { type: 'roll' };
const END_COMMAND: CaptainsWarAction = { type: 'endCommand' };
const HOLD_FIRE: CaptainsWarAction = { type: 'holdFire' };
const LOCK: CaptainsWarAction = { type: 'lock' };
const SET_ASIDE = [0, 1, 2, 3, 4, 5].map((die): CaptainsWarAction => ({ type: 'setAside', die }));
const PICK = [0, 1, 2, 3, 4, 5].map((die): CaptainsWarAction => ({ type: 'pick', die }));
const PICK_JOKER = [0, 1, 2, 3, 4, 5].map((die) =>
  RESOURCES.map((joker): CaptainsWarAction => ({ type: 'pick', die, joker })),
);
const BUY = RESOURCES.map((resource): CaptainsWarAction => ({ type: 'buy', resource }));
const RECRUIT = STRENGTHS.map((strength): CaptainsWarAction => ({ type: 'recruit', strength }));
const COMMIT = STRENGTHS.map((strength): CaptainsWarAction => ({ type: 'commit', strength }));
const WITHDRAW = STRENGTHS.map((strength): CaptainsWarAction => ({ type: 'withdraw', strength }));
// The same objects every time, like the lists above: a seat offered the same choices is offered equal lists
// item by item, which lets the server skip re-serialising them.
const ACQUIRE = Object.fromEntries(
  LINES.map((line) => [line, { type: 'acquire', line } as CaptainsWarAction]),
) as Record<Line, CaptainsWarAction>;
const ACQUIRE_JOKER = Object.fromEntries(
  LINES.map((line) => [
    line,
    Object.fromEntries(
      RESOURCES.map((joker) => [joker, { type: 'acquire', line, joker } as CaptainsWarAction]),
    ) as Record<Resource, CaptainsWarAction>,
  ]),
) as Record<Line, Record<Resource, CaptainsWarAction>>;
/** Attack targets by captain index: at most six captains. */
const ATTACK = [0, 1, 2, 3, 4, 5].map((target): CaptainsWarAction => ({ type: 'attack', target }));
const REWARD: Record<'gold' | Line, CaptainsWarAction> = {
  gold: { type: 'reward', reward: 'gold' },
  attributes: { type: 'reward', reward: 'attributes' },
  boats: { type: 'reward', reward: 'boats' },
};

export function legalActions(state: CaptainsWarState, seat: number): CaptainsWarAction[] {
  const me = state.captains[seat];
  if (me === undefined || seat >= state.seats) return [];
  switch (state.phase) {
    case 'roll':
      return seat === state.active ? [ROLL] : [];
    case 'setAside':
      return seat === state.active ? SET_ASIDE.slice() : [];
    case 'loot': {
      if (me.picks.length >= 2 || state.dice === null) return [];
      const out: CaptainsWarAction[] = [];
      const dice = state.dice;
      for (let die = 0; die < dice.length; die++) {
        const face = dice[die] as (typeof dice)[number];
        if (me.picks.includes(die) || (die === state.setAside && seat !== state.active)) continue;
        if (face.die === 'blue' && face.resource === 'joker') {
          for (const pick of PICK_JOKER[die] ?? []) out.push(pick);
        } else out.push(PICK[die] as CaptainsWarAction);
      }
      return out;
    }
    case 'command': {
      if (me.commandDone) return [];
      const out: CaptainsWarAction[] = [];
      if (me.gold >= RESOURCE_PRICE_GP) {
        for (let i = 0; i < RESOURCES.length; i++) {
          const r = RESOURCES[i] as (typeof RESOURCES)[number];
          if (chestRoomOf(state.mode, state.captains, seat, r) > 0) out.push(BUY[i] as CaptainsWarAction);
        }
      }
      if (!me.acquiredThisTurn) {
        for (const line of LINES) {
          const next = ACQUISITIONS[line][me.acquired[line]];
          if (next === undefined) continue;
          if (next.jokers === 0) {
            if (canPay(me.chest, next.cost, null)) out.push(ACQUIRE[line]);
          } else {
            for (const joker of RESOURCES)
              if (canPay(me.chest, next.cost, joker)) out.push(ACQUIRE_JOKER[line][joker]);
          }
        }
      }
      STRENGTHS.forEach((s, i) => {
        if (me.gold >= recruitCost(s) && crewRoomOf(state.mode, state.captains, seat, s) > 0) {
          out.push(RECRUIT[i] as CaptainsWarAction);
        }
      });
      out.push(END_COMMAND);
      return out;
    }
    case 'attack': {
      if (seat !== state.active) return [];
      const out = attackTargets(state, seat).map(
        (target): CaptainsWarAction => ATTACK[target] ?? { type: 'attack', target },
      );
      out.push(HOLD_FIRE);
      return out;
    }
    case 'boarding': {
      const b = state.boarding;
      if (b === null) return [];
      const side = b.attacker === seat ? 0 : b.defender === seat ? 1 : -1;
      if (side === -1 || b.locked[side]) return [];
      const draft = b.drafts[side];
      const out: CaptainsWarAction[] = [];
      if (draft.length < MAX_COMMITTED) {
        STRENGTHS.forEach((s, i) => {
          const drafted = draft.filter((x) => x === s).length;
          if ((me.crew[i] ?? 0) > drafted) out.push(COMMIT[i] as CaptainsWarAction);
        });
      }
      STRENGTHS.forEach((s, i) => {
        if (draft.includes(s)) out.push(WITHDRAW[i] as CaptainsWarAction);
      });
      // The attacker needs at least one Pirate, unless No Mercy lets them attack with Strength 1 alone.
      if (side === 1 || draft.length > 0 || attackBonusOf(state, seat) > 0) out.push(LOCK);
      return out;
    }
    case 'reward': {
      const winner = state.boarding?.winner;
      if (winner !== seat) return [];
      return rewardChoices(state, seat).map((reward) => REWARD[reward]);
    }
    case 'over':
      return [];
  }
}

/**
 * Seat lists by bitmask (bit i: seat i), for up to six seats: `awaiting` is asked several times per action
 * (validation, the view, the server's projection and pacing), and hands back these shared, never-mutated
 * lists instead of building a new array each time.
 */
const SEAT_LISTS: ReadonlyArray<ReadonlyArray<number>> = Array.from({ length: 1 << 6 }, (_, mask) =>
  Object.freeze([0, 1, 2, 3, 4, 5].filter((seat) => (mask & (1 << seat)) !== 0)),
);
const NO_SEATS = SEAT_LISTS[0] as ReadonlyArray<number>;

function seatList(mask: number): ReadonlyArray<number> {
  return SEAT_LISTS[mask] ?? NO_SEATS;
}

export function awaiting(state: CaptainsWarState): ReadonlyArray<number> {
  switch (state.phase) {
    case 'roll':
    case 'setAside':
    case 'attack':
      return seatList(1 << state.active);
    case 'loot': {
      let mask = 0;
      for (let seat = 0; seat < state.seats; seat++)
        if ((state.captains[seat]?.picks.length ?? 2) < 2) mask |= 1 << seat;
      return seatList(mask);
    }
    case 'command': {
      let mask = 0;
      for (let seat = 0; seat < state.seats; seat++)
        if (!state.captains[seat]?.commandDone) mask |= 1 << seat;
      return seatList(mask);
    }
    case 'boarding': {
      const b = state.boarding;
      if (b === null) return NO_SEATS;
      let mask = 0;
      if (!b.locked[0] && b.attacker < state.seats) mask |= 1 << b.attacker;
      if (!b.locked[1] && b.defender < state.seats) mask |= 1 << b.defender;
      // Attacker first, as the list always was (a seat number below the defender's or not).
      const both = (1 << b.attacker) | (1 << b.defender);
      if (b.attacker > b.defender && (mask & both) === both) return [b.attacker, b.defender];
      return seatList(mask);
    }
    case 'reward': {
      const winner = state.boarding?.winner;
      return winner !== null && winner !== undefined && winner < state.seats
        ? seatList(1 << winner)
        : NO_SEATS;
    }
    case 'over':
      return NO_SEATS;
  }
}

/** On a turn timeout: end the command phase, hold fire, lock the draft (weakest Pirate first), take the gold. */
export function timeoutAction(state: CaptainsWarState, seat: number): CaptainsWarAction | null {
  const legal = legalActions(state, seat);
  const neutral = ['endCommand', 'holdFire', 'lock'];
  for (const type of neutral) {
    const found = legal.find((a) => a.type === type);
    if (found) return found;
  }
  if (state.phase === 'reward') return legal.find((a) => a.type === 'reward' && a.reward === 'gold') ?? null;
  return legal.find((a) => a.type === 'commit') ?? legal[0] ?? null;
}
