// 15 Men's test kit: a table laid out by hand, actions that must be accepted, and the secrets each viewer must
// never be shown.
import type { Seat, Viewer } from '../core/types';
import { playAllOffered, playOffered, type Played as KitPlayed } from '../testing/kit';
import {
  card,
  pirates,
  type CardData,
  type CardId,
  type Faction,
  type PirateId,
  type ScenarioId,
  type VesselId,
} from './cards';
import { startTurn } from './flow';
import { fifteenMen } from './index';
import { knows } from './ring';
import type { FifteenMenAction, FifteenMenEvent, FifteenMenState, Phase, Slot } from './types';

export interface SlotSpec {
  readonly card: CardId;
  readonly controller?: Seat;
  /** [seat, value] pairs. */
  readonly doubloons?: ReadonlyArray<readonly [Seat, number]>;
  readonly faceUp?: boolean;
}

export interface TableSpec {
  readonly seats?: number;
  /** Defaults put the captain on the last seat, so that seat 0 plays first. */
  readonly factions?: ReadonlyArray<Faction>;
  /** Positions 1.. in order; null leaves a gap; missing positions get quiet filler pirates, uncontrolled. */
  readonly ring?: ReadonlyArray<SlotSpec | CardId | null>;
  readonly vessel?: VesselId;
  readonly scenario?: ScenarioId;
  readonly guards?: ReadonlyArray<CardId>;
  readonly hands?: ReadonlyArray<ReadonlyArray<number>>;
  readonly phase?: Extract<Phase, 'corruption' | 'showdown'>;
  readonly turn?: Seat;
  readonly seen?: ReadonlyArray<readonly [Seat, CardId]>;
  /** Leave the positions after the listed ones empty instead of filling them. */
  readonly gapsElsewhere?: boolean;
}

function defaultFactions(seats: number): Faction[] {
  if (seats === 2) return ['captain', 'mutineer'];
  if (seats === 3) return ['mutineer', 'mutineer', 'captain'];
  if (seats === 4) return ['loyalist', 'mutineer', 'mutineer', 'captain'];
  return ['loyalist', 'mutineer', 'mutineer', 'mutineer', 'captain'];
}

/** Pirates whose skills never act on their own come first as filler. */
const catalogue: ReadonlyArray<CardData> = pirates;
const quiet = [
  ...catalogue.filter((p) => !p.showdown && !p.reveal && !p.scoring),
  ...catalogue.filter((p) => !p.showdown && p.reveal),
  ...catalogue.filter((p) => !p.showdown && !p.reveal && p.scoring),
  ...catalogue.filter((p) => p.showdown),
].map((p) => p.id as PirateId);

export function table(spec: TableSpec = {}): FifteenMenState {
  const seats = spec.seats ?? 4;
  const base = fifteenMen.setup({
    seats,
    seed: 'test-table',
    options: { scenario: spec.scenario ?? 'treasure-island' },
  });
  const factions = spec.factions ?? defaultFactions(seats);
  const captain = factions.indexOf('captain');
  const specs = (spec.ring ?? []).map((s) => (typeof s === 'string' ? { card: s } : s));
  const used = new Set<CardId>(specs.flatMap((s) => (s === null ? [] : [s.card])));
  for (const g of spec.guards ?? []) used.add(g);
  const filler = quiet.filter((id) => !used.has(id));
  const ring: Slot[] = [];
  for (let i = 0; i < 15; i++) {
    const s = i < specs.length ? specs[i] : spec.gapsElsewhere ? null : { card: filler.shift() as CardId };
    if (s === null || s === undefined) {
      ring.push({ card: null, faceUp: false, controller: null, doubloons: [] });
      continue;
    }
    ring.push({
      card: s.card,
      faceUp: s.faceUp ?? false,
      controller: s.controller ?? null,
      doubloons: (s.doubloons ?? []).map(([seat, value]) => ({ seat, value })),
    });
  }
  const inRing = new Set(ring.flatMap((slot) => (slot.card === null ? [] : [slot.card])));
  const seen: CardId[][] = Array.from({ length: seats }, () => []);
  for (const [seat, id] of spec.seen ?? []) seen[seat]?.push(id);
  const guards = spec.guards ?? [];
  const known: CardId[] = [...guards];
  ring.forEach((slot) => {
    if (slot.card !== null && slot.faceUp) known.push(slot.card);
  });
  const state: FifteenMenState = {
    ...base,
    ring,
    boxed: pirates.map((p) => p.id).filter((id) => !inRing.has(id) && !guards.includes(id)),
    factions,
    captain,
    guards,
    known,
    seen,
    vessel: spec.vessel ?? 'the-revenge',
    hands: spec.hands ?? base.hands,
    phase: spec.phase ?? 'corruption',
    prompt: null,
    bullets: base.bullets,
  };
  return startTurn(state, spec.turn ?? (seats === 2 ? captain : (captain + 1) % seats), []);
}

export type Played = KitPlayed<FifteenMenState, FifteenMenEvent>;

/** Plays an action that must be accepted; a refusal fails the test with the legal list. */
export function play(state: FifteenMenState, seat: Seat, action: FifteenMenAction): Played {
  return playOffered(fifteenMen, state, seat, action);
}

/** Plays several actions in a row for the seats given. */
export function playAll(
  state: FifteenMenState,
  moves: ReadonlyArray<readonly [Seat, FifteenMenAction]>,
): Played {
  return playAllOffered(fifteenMen, state, moves);
}

export function legal(state: FifteenMenState, seat: Seat): FifteenMenAction[] {
  return [...fifteenMen.legalActions(state, seat)];
}

export function ofType<T extends FifteenMenAction['type']>(
  state: FifteenMenState,
  seat: Seat,
  type: T,
): Extract<FifteenMenAction, { type: T }>[] {
  return legal(state, seat).filter((a): a is Extract<FifteenMenAction, { type: T }> => a.type === type);
}

/** The card at a 1-based position. */
export function at(state: FifteenMenState, position: number): Slot {
  const slot = state.ring[position - 1];
  if (slot === undefined) throw new RangeError(`no position ${position}`);
  return slot;
}

export function vpOf(id: CardId): number {
  return card(id).vp;
}

/** Face-down identities the viewer has not seen, boxed pirates, and factions not yet revealed to it. */
export function secretsHiddenFrom(state: FifteenMenState, viewer: Viewer): string[] {
  const secrets: string[] = state.boxed.map((id) => `"${id}"`);
  if (state.phase === 'over') return secrets;
  for (const slot of state.ring) {
    if (slot.card === null || slot.faceUp || state.known.includes(slot.card)) continue;
    if (viewer === 'spectator' || !knows(state, viewer, slot.card)) secrets.push(`"${slot.card}"`);
  }
  state.factions.forEach((faction, seat) => {
    if (state.factionsPublic || faction === 'captain' || seat === viewer) return;
    secrets.push(`{"seat":${seat},"faction":"${faction}"}`);
  });
  return secrets;
}
