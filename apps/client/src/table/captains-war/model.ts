// Turns the synced Captains' War state into plain data for the scene and the action bar (presentation only).
import type { SeatState, TableState } from '@flotilla/protocol';
import { readChart, readCounts, type ChartLine } from '@flotilla/protocol/schema/captains-war';
import type { CaptainsWar } from '@flotilla/rules';
import {
  awaitedSeats,
  legalActions as offered,
  rolledFaces,
  seatSecret,
  type SeatSecret,
} from '@flotilla/protocol/wire';
import { captainName, cw as words, youWord } from './terms';
import { legendName as legendWords } from './card-words';

/** The seat's Captains' War offers; a malformed list offers nothing. */
export const legalActions = (state: TableState, seat: number | null) => offered<'captains-war'>(state, seat);

export type DieFace = CaptainsWar.DieFace;

/** One line of the boarding chart: a battle this captain fought. */
export type ChartLineModel = ChartLine;

export interface SheetModel {
  readonly captain: number;
  readonly name: string;
  readonly colour: string;
  readonly bot: boolean;
  readonly gold: number;
  readonly goldCircled: number;
  /** [pearl, wood, gem, barrel] */
  readonly chest: ReadonlyArray<number>;
  /** Pirates available per Strength, index 0 for Strength 1. */
  readonly crew: ReadonlyArray<number>;
  readonly crewCircled: ReadonlyArray<number>;
  readonly acquired: { readonly attributes: number; readonly boats: number };
  readonly track: { readonly attributes: number; readonly boats: number };
  readonly commandBonus: { readonly attributes: number; readonly boats: number };
  readonly battles: number;
  readonly chart: ReadonlyArray<ChartLineModel>;
  readonly picks: ReadonlyArray<number>;
  readonly grapplingHook: boolean;
  readonly commandDone: boolean;
  readonly active: boolean;
  readonly awaited: boolean;
  readonly you: boolean;
}

export interface BoardingModel {
  readonly attacker: number;
  readonly defender: number;
  /** Each side says only "has chosen" until the reveal. */
  readonly attackerLocked: boolean;
  readonly defenderLocked: boolean;
  /** -1 until revealed. */
  readonly winner: number;
  readonly attackerPirates: ReadonlyArray<number>;
  readonly defenderPirates: ReadonlyArray<number>;
  /** The viewer's own secret draft, when the viewer is a side of this battle (from its seat's secrets). */
  readonly yourDraft: ReadonlyArray<number> | null;
}

export interface TableModel {
  readonly status: string;
  readonly mode: string;
  readonly turn: number;
  readonly active: number;
  readonly phase: string;
  readonly dice: ReadonlyArray<DieFace> | null;
  readonly setAside: number;
  readonly you: number | null;
  readonly sheets: ReadonlyArray<SheetModel>;
  readonly boarding: BoardingModel | null;
  readonly awaiting: ReadonlyArray<number>;
  readonly legendName: string;
  /** The viewer's options not offered now, with the rules' reasons (empty for spectators and most of the time). */
  readonly unoffered: ReadonlyArray<CaptainsWar.Unoffered>;
}

function seatName(
  seats: ReadonlyArray<SeatState>,
  index: number,
  legendName: string,
): SeatState | { name: string; colour: string; occupant: string } {
  return seats[index] ?? { name: legendName || words('legendName'), colour: 'legend', occupant: 'bot' };
}

/** Captains the table still waits for, by name (the command phase's "who is still deciding"). */
export function stillDeciding(model: TableModel): ReadonlyArray<string> {
  return model.sheets.filter((s) => s.awaited).map((s) => (s.you ? youWord() : s.name));
}

/**
 * The sheet drawn large: your own; for a spectator, the captain at the helm. The others are drawn small and
 * open on a click.
 */
export function focusCaptain(model: TableModel): number {
  return model.you ?? model.active;
}

export function tableModel(state: TableState, you: number | null): TableModel | null {
  const cw = state.captainsWar;
  if (cw === undefined) return null;
  const awaiting = awaitedSeats(state);
  const seats = [...state.seats];
  // The Legend's name in the reader's language (the server sends the rules' English beside its id).
  const legendName = cw.legend.id === '' ? cw.legend.name : legendWords(cw.legend.id, cw.legend.name);
  const dice = cw.rolled ? rolledFaces(cw.dice) : null;
  const sheets = [...cw.captains].map((c, captain): SheetModel => {
    const seat = seatName(seats, captain, legendName);
    const chart = readChart(c.chart);
    return {
      captain,
      name: seat.name || captainName(captain),
      colour: seat.colour,
      bot: seat.occupant === 'bot',
      gold: c.gold,
      goldCircled: c.goldCircled,
      chest: readCounts(c.chest),
      crew: readCounts(c.crew),
      crewCircled: readCounts(c.crewCircled),
      acquired: { attributes: c.attributes, boats: c.boats },
      track: { attributes: c.attributeTrack, boats: c.boatTrack },
      commandBonus: { attributes: c.attributeBonus, boats: c.boatBonus },
      battles: chart.length,
      chart,
      picks: readCounts(c.picks).filter((p) => p >= 0),
      grapplingHook: c.grapplingHookUntil >= 0,
      commandDone: c.commandDone,
      active: cw.active === captain,
      awaited: awaiting.includes(captain),
      you: you === captain,
    };
  });
  const b = cw.boarding;
  const secret = seatSecret<'captains-war'>(state, you);
  return {
    status: state.status,
    mode: cw.mode,
    turn: cw.turn,
    active: cw.active,
    phase: cw.phase,
    dice: dice !== null && dice.length === 6 ? dice : null,
    setAside: cw.setAside,
    you,
    sheets,
    boarding:
      b.attacker >= 0
        ? {
            attacker: b.attacker,
            defender: b.defender,
            attackerLocked: b.attackerLocked,
            defenderLocked: b.defenderLocked,
            winner: b.winner,
            attackerPirates: readCounts(b.attackerPirates).filter((p) => p > 0),
            defenderPirates: readCounts(b.defenderPirates).filter((p) => p > 0),
            yourDraft: yourDraft(secret),
          }
        : null,
    awaiting,
    legendName,
    unoffered: unofferedOf(secret),
  };
}

type Secret = SeatSecret<'captains-war'>;

/** The kinds of reason this client has words for (`unofferedWords`). */
const UNOFFERED_KINDS = { acquire: true, buy: true, attack: true } satisfies Record<
  CaptainsWar.Unoffered['kind'],
  true
>;

/** The rules' reasons, as the seat's secrets carry them; a kind this client has no words for is left out. */
function unofferedOf(secret: Secret): ReadonlyArray<CaptainsWar.Unoffered> {
  return (secret.unoffered ?? []).filter((u) => Object.hasOwn(UNOFFERED_KINDS, u.kind));
}

function yourDraft(secret: Secret): ReadonlyArray<number> | null {
  return secret.boarding?.yourDraft ?? null;
}
