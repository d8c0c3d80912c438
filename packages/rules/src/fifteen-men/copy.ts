// Copies of the state and of its small records, written field by field. V8 (Node 20) builds an object
// literal that spreads another and overrides fields (`{ ...state, prompt }`) on a slow path, about ten
// times slower than this: with several copies per step it was most of a simulated game's time.
import { updated, type Draft } from '../core/draft';
import type { FifteenMenState, Slot, Turn } from './types';

/**
 * A shallow, writable copy, its fields in the order `setup` creates them (the order they serialise in): set
 * the fields that change, then return it as the new state. Nothing else may hold it.
 */
export function draft(s: FifteenMenState): Draft<FifteenMenState> {
  return {
    seats: s.seats,
    options: s.options,
    scenario: s.scenario,
    vessel: s.vessel,
    rng: s.rng,
    ring: s.ring,
    boxed: s.boxed,
    killed: s.killed,
    factions: s.factions,
    captain: s.captain,
    factionsPublic: s.factionsPublic,
    guards: s.guards,
    gibbonsUsed: s.gibbonsUsed,
    hands: s.hands,
    bullets: s.bullets,
    seen: s.seen,
    known: s.known,
    ghostPenalty: s.ghostPenalty,
    tortugaBuyers: s.tortugaBuyers,
    daughter: s.daughter,
    phase: s.phase,
    turn: s.turn,
    showdownTurns: s.showdownTurns,
    prompt: s.prompt,
    effects: s.effects,
    final: s.final,
  };
}

/** The state with some fields replaced: `update(state, { prompt: null })` for `{ ...state, prompt: null }`. */
export function update(state: FifteenMenState, changes: Partial<FifteenMenState>): FifteenMenState {
  return updated(draft, state, changes);
}

export function turnWith(turn: Turn, changes: Partial<Turn>): Turn {
  const next: Draft<Turn> = {
    seat: turn.seat,
    acted: turn.acted,
    revealed: turn.revealed,
    parroted: turn.parroted,
    startControl: turn.startControl,
  };
  return Object.assign(next, changes);
}

export function slotWith(slot: Slot, changes: Partial<Slot>): Slot {
  const next: Draft<Slot> = {
    card: slot.card,
    faceUp: slot.faceUp,
    controller: slot.controller,
    doubloons: slot.doubloons,
  };
  return Object.assign(next, changes);
}
