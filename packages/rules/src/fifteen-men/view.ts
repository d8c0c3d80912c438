// What one viewer may know: a whitelist built field by field from the state, never the state itself.
import type { Seat, Viewer } from '../core/types';
import {
  card,
  tortugaPrice,
  type CardFlag,
  type CardId,
  type Faction,
  type Role,
  type ScenarioId,
  type VesselId,
} from './cards';
import { knows } from './ring';
import type { Bullet, Doubloon, FifteenMenState, FinalCount, Phase, Prompt } from './types';
import { unoffered, type Unoffered } from './unoffered';

export interface SlotView {
  /** 1-based, as printed on the board. */
  readonly position: number;
  readonly empty: boolean;
  readonly faceUp: boolean;
  /** What the back shows (everyone sees it); null for an empty position. */
  readonly back: { readonly flag: CardFlag; readonly role: Role | null } | null;
  /** The card, only when face up or when this viewer has seen it. */
  readonly pirate: CardId | null;
  readonly controller: Seat | null;
  readonly doubloons: ReadonlyArray<Doubloon>;
}

export interface PromptView {
  readonly kind: Prompt['kind'];
  readonly seat: Seat;
  /** The position the prompt is about (1-based), when there is one. */
  readonly position: number | null;
}

export interface FifteenMenView {
  readonly viewer: Viewer;
  readonly phase: Phase;
  readonly scenario: ScenarioId;
  readonly vessel: VesselId;
  readonly captain: Seat;
  /** Factions this viewer knows: the captain's, its own, and all when dealt face up or at the end. */
  readonly factions: ReadonlyArray<{ readonly seat: Seat; readonly faction: Faction }>;
  readonly players: ReadonlyArray<{
    readonly seat: Seat;
    readonly doubloons: ReadonlyArray<number>;
    readonly bullet: Bullet;
  }>;
  readonly ring: ReadonlyArray<SlotView>;
  readonly guards: ReadonlyArray<CardId>;
  readonly killed: ReadonlyArray<CardId>;
  readonly gibbonsUsed: boolean;
  readonly ghostPenalty: Seat | null;
  readonly tortuga: { readonly price: number; readonly buyers: ReadonlyArray<Seat> } | null;
  readonly daughter: { readonly controller: Seat | null; readonly doubloons: ReadonlyArray<Doubloon> } | null;
  readonly turn: { readonly seat: Seat; readonly acted: boolean; readonly revealed: boolean } | null;
  readonly prompt: PromptView | null;
  readonly final: FinalCount | null;
  /** On the viewer's own turn: the bribes and reveals it does not have, and why (`unoffered.ts`). */
  readonly unoffered: ReadonlyArray<Unoffered>;
}

/** One shared empty list: the audience, and a seat with nothing unoffered, send nothing for it. */
const NONE: ReadonlyArray<Unoffered> = [];

function promptPosition(prompt: Prompt): number | null {
  if (prompt.kind === 'peek-adjacent') return prompt.position + 1;
  if (prompt.kind === 'skill') return prompt.source + 1;
  if (prompt.kind === 'rescue') return prompt.kill.position + 1;
  return null;
}

export function view(state: FifteenMenState, viewer: Viewer): FifteenMenView {
  return viewOf(state, viewer, false);
}

/** The whole truth: every pirate face up to the eye and every faction, as at the end. */
export function truth(state: FifteenMenState): FifteenMenView {
  return viewOf(state, 'spectator', true);
}

function viewOf(state: FifteenMenState, viewer: Viewer, everything: boolean): FifteenMenView {
  const over = state.phase === 'over';
  // At the end every card is shown; in the whole truth, at every step.
  const shown = everything || over;
  const mayKnow = (id: CardId) =>
    shown || state.known.includes(id) || (viewer !== 'spectator' && knows(state, viewer, id));
  const factions = state.factions.flatMap((faction, seat) =>
    shown || state.factionsPublic || faction === 'captain' || seat === viewer ? [{ seat, faction }] : [],
  );
  return {
    viewer,
    phase: state.phase,
    scenario: state.scenario,
    vessel: state.vessel,
    captain: state.captain,
    factions,
    players: state.hands.map((doubloons, seat) => ({
      seat,
      doubloons,
      bullet: state.bullets[seat] ?? 'held',
    })),
    ring: state.ring.map((slot, i): SlotView => {
      const back = slot.card === null ? null : card(slot.card).back;
      return {
        position: i + 1,
        empty: slot.card === null,
        faceUp: slot.faceUp,
        back: back === null ? null : { flag: back.flag, role: back.role },
        pirate: slot.card !== null && (slot.faceUp || mayKnow(slot.card)) ? slot.card : null,
        controller: slot.controller,
        doubloons: slot.doubloons,
      };
    }),
    guards: state.guards,
    killed: state.killed,
    gibbonsUsed: state.gibbonsUsed,
    ghostPenalty: state.ghostPenalty,
    tortuga:
      state.scenario === 'tortuga'
        ? { price: tortugaPrice(state.tortugaBuyers.length), buyers: state.tortugaBuyers }
        : null,
    daughter: state.scenario === 'governors-daughter' ? state.daughter : null,
    turn:
      over || state.phase === 'opening'
        ? null
        : { seat: state.turn.seat, acted: state.turn.acted, revealed: state.turn.revealed },
    prompt:
      state.prompt === null
        ? null
        : { kind: state.prompt.kind, seat: state.prompt.seat, position: promptPosition(state.prompt) },
    final: state.final,
    unoffered: typeof viewer === 'number' ? unoffered(state, viewer) : NONE,
  };
}
