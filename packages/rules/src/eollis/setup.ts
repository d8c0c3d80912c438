// Setup: shuffled piles, 3 Action cards per Clan, and the first Expedition's recruitment.
import { Dice, rngFromSeed } from '../core/random';
import type { SetupInput } from '../core/types';
import { actionCards } from './cards/actions';
import { eventCards } from './cards/events';
import { missionCards } from './cards/missions';
import { pirateCards } from './cards/pirates';
import { drawActions, refillSize } from './decks';
import { begin } from './flow/index';
import type { Ctx } from './state';
import type { ClanState, EollisOptions, EollisState, HeldCard } from './types';
import { update } from './state';

export const defaultOptions: EollisOptions = { mutinyAnnouncement: 'secret' };

export function parseOptions(
  raw: unknown,
): { ok: true; options: EollisOptions } | { ok: false; error: string } {
  if (raw === undefined || raw === null) return { ok: true, options: defaultOptions };
  if (typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, error: 'Options are an object.' };
  const announce = (raw as Record<string, unknown>).mutinyAnnouncement;
  if (announce === undefined) return { ok: true, options: defaultOptions };
  if (announce !== 'secret' && announce !== 'clockwise') {
    return { ok: false, error: 'mutinyAnnouncement is "secret" or "clockwise".' };
  }
  return { ok: true, options: { mutinyAnnouncement: announce } };
}

function newClan(seat: number): ClanState {
  return {
    seat,
    renown: 0,
    hand: [],
    strongbox: 0,
    purse: 0,
    missions: [],
    cardTurn: -1,
    giftTurn: -1,
    toDivide: 0,
  };
}

export function setup(input: SetupInput): EollisState {
  const parsed = parseOptions(input.options);
  const options = parsed.ok ? parsed.options : defaultOptions;
  const seats = Math.max(3, Math.min(5, Math.floor(input.seats)));
  const dice = new Dice(rngFromSeed(input.seed));
  // Secret Missions are shuffled into the Action pile; handles are numbered after the shuffle.
  const kinds = [
    ...actionCards.flatMap((c) => new Array<HeldCard['kind']>(c.copies).fill(c.kind)),
    ...missionCards.map((m) => m.kind),
  ];
  const actionDeck: HeldCard[] = dice.shuffle(kinds).map((kind, i) => ({ uid: `k${i + 1}`, kind }));
  let state: EollisState = {
    options,
    seats,
    rng: [],
    expedition: 1,
    phase: { kind: 'over' },
    turn: 0,
    clans: Array.from({ length: seats }, (_, seat) => newClan(seat)),
    pirates: {},
    posts: {},
    hold: [],
    balloon: 0,
    destroyed: false,
    cagnotte: 0,
    lastCaptainSeat: 0,
    captainSwapUsed: false,
    secondHideUsed: false,
    actionDeck,
    actionDiscard: [],
    eventDeck: dice.shuffle(eventCards.map((e) => e.id)),
    eventDiscard: [],
    lookoutDraw: null,
    currentEvent: null,
    pirateDeck: dice.shuffle(pirateCards.map((p) => p.id)),
    pirateDiscard: [],
    final: null,
  };
  const ctx: Ctx = { dice, events: [] };
  for (let seat = 0; seat < seats; seat++) state = drawActions(state, ctx, seat, refillSize);
  state = begin(state, ctx);
  return update(state, { rng: dice.state() });
}
