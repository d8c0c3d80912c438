// What a seat or the audience may know: the whole sheets (they are public), never a secret boarding draft.
import type { Viewer } from '../core/types';
import type { DieFace } from './dice';
import { awaiting } from './legal';
import { unoffered, type Unoffered } from './unoffered';
import { legendCard } from './solo/legend-turn';
import type { LegendaryCaptain } from './solo/legendary-captains';
import type {
  Captain,
  CaptainsWarState,
  EndReason,
  FinalResult,
  Mode,
  Phase,
  CaptainsWarOptions,
} from './types';

export interface BoardingView {
  readonly attacker: number;
  readonly defender: number;
  /** Who has locked their choice; what they chose stays hidden until the reveal. */
  readonly locked: readonly [boolean, boolean];
  readonly winner: number | null;
  /** The viewer's own draft, when the viewer is a side of this battle. */
  readonly yourDraft: ReadonlyArray<number> | null;
  /** Both choices, once revealed. */
  readonly revealed: {
    readonly attacker: ReadonlyArray<number>;
    readonly defender: ReadonlyArray<number>;
  } | null;
}

export interface CaptainsWarView {
  readonly game: 'captains-war';
  readonly viewer: Viewer;
  readonly mode: Mode;
  readonly seats: number;
  readonly options: CaptainsWarOptions;
  readonly turn: number;
  readonly active: number;
  readonly phase: Phase;
  readonly dice: ReadonlyArray<DieFace> | null;
  readonly setAside: number | null;
  readonly captains: ReadonlyArray<Captain>;
  readonly boarding: BoardingView | null;
  readonly firstCommandBonusTaken: CaptainsWarState['firstCommandBonusTaken'];
  readonly endReason: EndReason | null;
  readonly legend: (LegendaryCaptain & { readonly copiesNextPirate: boolean }) | null;
  readonly awaiting: ReadonlyArray<number>;
  readonly result: FinalResult | null;
  /** The viewer's own options that are not offered now, with why (public facts; empty for the audience). */
  readonly unoffered: ReadonlyArray<Unoffered>;
}

function boardingView(state: CaptainsWarState, viewer: Viewer): BoardingView | null {
  const b = state.boarding;
  if (b === null) return null;
  const revealed = b.winner !== null;
  const side = viewer === b.attacker ? 0 : viewer === b.defender ? 1 : -1;
  return {
    attacker: b.attacker,
    defender: b.defender,
    locked: b.locked,
    winner: b.winner,
    yourDraft: side === -1 || revealed ? null : b.drafts[side],
    revealed: revealed ? { attacker: b.drafts[0], defender: b.drafts[1] } : null,
  };
}

/** One shared empty list: a seat with nothing unoffered sends no secret for it. */
const NONE: ReadonlyArray<Unoffered> = Object.freeze([]);

export function view(state: CaptainsWarState, viewer: Viewer): CaptainsWarView {
  return {
    game: 'captains-war',
    viewer,
    mode: state.mode,
    seats: state.seats,
    options: state.options,
    turn: state.turn,
    active: state.active,
    phase: state.phase,
    dice: state.dice,
    setAside: state.setAside,
    captains: state.captains,
    boarding: boardingView(state, viewer),
    firstCommandBonusTaken: state.firstCommandBonusTaken,
    endReason: state.endReason,
    legend: state.legend
      ? { ...legendCard(state.legend), copiesNextPirate: state.legend.copiesNextPirate }
      : null,
    awaiting: awaiting(state),
    result: state.result,
    unoffered: typeof viewer === 'number' ? unoffered(state, viewer) : NONE,
  };
}

/** The whole truth: the audience's view with both boarding drafts as they are being built. */
export function truth(state: CaptainsWarState): CaptainsWarView {
  const audience = view(state, 'spectator');
  const b = state.boarding;
  if (audience.boarding === null || b === null) return audience;
  return {
    ...audience,
    boarding: { ...audience.boarding, revealed: { attacker: b.drafts[0], defender: b.drafts[1] } },
  };
}
