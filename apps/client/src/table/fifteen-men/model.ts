// Turns the synced 15 Men state (public table + this seat's secrets) into plain data for the scene (presentation only).
import type { SeatState, TableState } from '@flotilla/protocol';
import type { Doubloon, FinalCount, Unoffered } from '@flotilla/rules/fifteen-men';
import {
  awaitedSeats,
  finalCount,
  placedDoubloons,
  seatSecret,
  type SeatSecret,
} from '@flotilla/protocol/wire';
import { w } from './terms';

/** A doubloon on a card or on the Governor's Daughter: who put it there, and its value. */
export type Coin = Doubloon;

export interface SlotModel {
  /** 1-based, as printed on the board. */
  readonly position: number;
  readonly empty: boolean;
  readonly faceUp: boolean;
  /** What the back shows; null for an empty position. */
  readonly back: { readonly flag: string; readonly role: string | null } | null;
  /** The pirate as this viewer knows it: face up, shown to all, or seen by this viewer; else null. */
  readonly pirate: string | null;
  /** Known to this viewer only (a face-down card it has looked at): drawn with a small marker. */
  readonly privatelyKnown: boolean;
  readonly controller: number | null;
  readonly doubloons: ReadonlyArray<Coin>;
}

export interface PlayerModel {
  readonly seat: number;
  readonly name: string;
  readonly colour: string;
  readonly bot: boolean;
  readonly you: boolean;
  readonly captain: boolean;
  /** Doubloon values still in hand. */
  readonly doubloons: ReadonlyArray<number>;
  readonly bullet: string;
  /** The faction when this viewer knows it; null otherwise. */
  readonly faction: string | null;
  readonly active: boolean;
  readonly awaited: boolean;
}

export interface PromptModel {
  readonly kind: string;
  readonly seat: number;
  /** 1-based position the prompt is about; null when none. */
  readonly position: number | null;
}

export interface FifteenMenModel {
  readonly status: string;
  readonly phase: string;
  readonly scenario: string;
  readonly vessel: string;
  readonly captain: number;
  readonly you: number | null;
  readonly players: ReadonlyArray<PlayerModel>;
  readonly ring: ReadonlyArray<SlotModel>;
  readonly guards: ReadonlyArray<string>;
  readonly killed: ReadonlyArray<string>;
  readonly gibbonsUsed: boolean;
  readonly ghostPenalty: number | null;
  readonly tortuga: { readonly price: number; readonly buyers: ReadonlyArray<number> } | null;
  readonly daughter: { readonly controller: number | null; readonly doubloons: ReadonlyArray<Coin> } | null;
  /** Whose turn it is; null in the opening and once over. */
  readonly turn: { readonly seat: number; readonly acted: boolean; readonly revealed: boolean } | null;
  readonly prompt: PromptModel | null;
  readonly final: FinalCount | null;
  /** This viewer's own faction (null for spectators). */
  readonly yourFaction: string | null;
  /** Identities this viewer alone knows among the face-down pirates, sorted. */
  readonly known: ReadonlyArray<string>;
  readonly awaiting: ReadonlyArray<number>;
  /** On your turn: the bribes and reveals you do not have, and why (the rules' reasons, from your secrets). */
  readonly unoffered: ReadonlyArray<Unoffered>;
}

type Secret = SeatSecret<'fifteen-men'>;

/** The pirates of the seat's own ring view, by 1-based position (from its secrets). */
function secretPirates(secret: Secret): Map<number, string> {
  const out = new Map<number, string>();
  for (const slot of secret.ring ?? []) if (slot.pirate !== null) out.set(slot.position, slot.pirate);
  return out;
}

/** The factions the seat's secrets add (its own; its partner's is never there). */
function secretFactions(secret: Secret): Map<number, string> {
  return new Map((secret.factions ?? []).map((f) => [f.seat, f.faction]));
}

/** The reasons this client has words for (`why.<reason>`). */
const UNOFFERED_WHY = {
  bamba: true,
  outbid: true,
  takenThisTurn: true,
  revealedThisTurn: true,
  noRevealSkill: true,
  unseen: true,
} satisfies Record<Unoffered['why'], true>;

/** The reasons in the seat's secrets that this client has words for (a newer server's are left out). */
function unofferedOf(secret: Secret): ReadonlyArray<Unoffered> {
  return (secret.unoffered ?? []).filter((u) => Object.hasOwn(UNOFFERED_WHY, u.why));
}

const orNull = (n: number): number | null => (n < 0 ? null : n);

export function seatLabel(seats: ReadonlyArray<SeatState>, seat: number): string {
  const s = seats[seat];
  return s?.name || w('who.player', { number: seat + 1 });
}

export function tableModel(state: TableState, you: number | null): FifteenMenModel | null {
  const fm = state.fifteenMen;
  if (fm === undefined) return null;
  const secret = seatSecret<'fifteen-men'>(state, you);
  const mine = secretPirates(secret);
  const factions = secretFactions(secret);
  const awaiting = awaitedSeats(state);
  const turnSeat = fm.turn.seat;
  const ring = [...fm.ring].map((s): SlotModel => {
    const own = s.pirate === '' ? (mine.get(s.position) ?? '') : '';
    return {
      position: s.position,
      empty: s.empty,
      faceUp: s.faceUp,
      back: s.empty ? null : { flag: s.backFlag, role: s.backRole === '' ? null : s.backRole },
      pirate: s.pirate !== '' ? s.pirate : own !== '' ? own : null,
      privatelyKnown: own !== '' && !s.empty,
      controller: orNull(s.controller),
      doubloons: placedDoubloons(s.doubloons),
    };
  });
  const players = [...fm.players].map((p): PlayerModel => {
    const seat = state.seats[p.seat];
    const faction = p.faction !== '' ? p.faction : (factions.get(p.seat) ?? null);
    return {
      seat: p.seat,
      name: seatLabel([...state.seats], p.seat),
      colour: seat?.colour ?? '',
      bot: seat?.occupant === 'bot',
      you: you === p.seat,
      captain: fm.captain === p.seat,
      doubloons: [...p.doubloons].filter((v) => v > 0),
      bullet: p.bullet,
      faction,
      active: turnSeat === p.seat,
      awaited: awaiting.includes(p.seat),
    };
  });
  const yours = you === null ? undefined : players[you];
  return {
    status: state.status,
    phase: fm.phase,
    scenario: fm.scenario,
    vessel: fm.vessel,
    captain: fm.captain,
    you,
    players,
    ring,
    guards: [...fm.guards].filter((g) => g !== ''),
    killed: [...fm.killed].filter((k) => k !== ''),
    gibbonsUsed: fm.gibbonsUsed,
    ghostPenalty: orNull(fm.ghostPenalty),
    tortuga: fm.tortuga.inPlay
      ? { price: fm.tortuga.price, buyers: [...fm.tortuga.buyers].filter((b) => b >= 0) }
      : null,
    daughter: fm.daughter.inPlay
      ? { controller: orNull(fm.daughter.controller), doubloons: placedDoubloons(fm.daughter.doubloons) }
      : null,
    turn: turnSeat < 0 ? null : { seat: turnSeat, acted: fm.turn.acted, revealed: fm.turn.revealed },
    prompt:
      fm.prompt.kind === ''
        ? null
        : { kind: fm.prompt.kind, seat: fm.prompt.seat, position: fm.prompt.position || null },
    final: finalCount(fm.final),
    yourFaction: yours?.faction ?? null,
    known: ring
      .filter((s) => s.privatelyKnown && s.pirate !== null)
      .map((s) => s.pirate as string)
      .sort(),
    awaiting,
    unoffered: unofferedOf(secret),
  };
}

/** Pirates everyone can read on the table now (face up in the ring, or shown to all). */
export function publicPirates(state: TableState): ReadonlyArray<string> {
  return [...(state.fifteenMen?.ring ?? [])]
    .filter((s) => s.pirate !== '')
    .map((s) => s.pirate)
    .sort();
}
