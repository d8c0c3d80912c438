// Projects Captains' War's audience view into its schema classes.
import {
  CaptainSheetState,
  packChart,
  packCounts,
  type BoardingState,
  type CaptainsWarTable,
  type LegendCardState,
} from '../schema/captains-war';
import type { CaptainsWar } from '@flotilla/rules';
import { syncList, wireSafe } from './sync';

type Captain = CaptainsWar.CaptainsWarView['captains'][number];
type BoardingView = NonNullable<CaptainsWar.CaptainsWarView['boarding']>;
type LegendView = CaptainsWar.CaptainsWarView['legend'];

/**
 * The rules captain each sheet was last projected from. The rules' states are immutable and only this module writes
 * these schema objects, so a field whose source value is the same as last time needs neither a write nor a read of
 * the schema object (its getters and setters cost more than a plain comparison), and a captain that is the very
 * same object as last time is skipped whole. These are parts of the rules' state, which the room keeps anyway.
 */
const lastCaptains = new WeakMap<CaptainSheetState, Captain>();

/** Not yet projected: differs from every value, so the first projection writes every field. */
const UNSET: unique symbol = Symbol('unset');
type Last<T> = { -readonly [K in keyof T]: T[K] | typeof UNSET };

/**
 * The table's fields as last projected, kept in one record per table that is updated in place: the view itself
 * is built afresh on every action, and keeping it until the next one would make it live long enough to be
 * promoted.
 */
type TableSource = Pick<
  CaptainsWar.CaptainsWarView,
  | 'mode'
  | 'turn'
  | 'active'
  | 'phase'
  | 'dice'
  | 'setAside'
  | 'firstCommandBonusTaken'
  | 'endReason'
  | 'result'
>;
const lastTables = new WeakMap<CaptainsWarTable, Last<TableSource>>();

export function projectCaptainsWar(target: CaptainsWarTable, view: CaptainsWar.CaptainsWarView): void {
  let last = lastTables.get(target);
  if (last === undefined) {
    last = {
      mode: UNSET,
      turn: UNSET,
      active: UNSET,
      phase: UNSET,
      dice: UNSET,
      setAside: UNSET,
      firstCommandBonusTaken: UNSET,
      endReason: UNSET,
      result: UNSET,
    };
    lastTables.set(target, last);
  }
  if (last.mode !== view.mode) target.mode = last.mode = view.mode;
  if (last.turn !== view.turn) target.turn = last.turn = view.turn;
  if (last.active !== view.active) target.active = last.active = view.active;
  if (last.phase !== view.phase) target.phase = last.phase = view.phase;
  if (last.dice !== view.dice) {
    last.dice = view.dice;
    target.rolled = view.dice !== null;
    // The faces stay on the table between rolls, as the dice did.
    if (view.dice !== null) target.dice = wireSafe(JSON.stringify(view.dice));
  }
  if (last.setAside !== view.setAside) target.setAside = (last.setAside = view.setAside) ?? -1;
  if (last.firstCommandBonusTaken !== view.firstCommandBonusTaken) {
    last.firstCommandBonusTaken = view.firstCommandBonusTaken;
    target.firstAttributesBonusTaken = view.firstCommandBonusTaken.attributes;
    target.firstBoatsBonusTaken = view.firstCommandBonusTaken.boats;
  }
  if (last.endReason !== view.endReason) target.endReason = (last.endReason = view.endReason) ?? '';
  if (last.result !== view.result) {
    last.result = view.result;
    target.result = view.result ? wireSafe(JSON.stringify(view.result)) : '';
  }
  syncList(target.captains, view.captains, () => new CaptainSheetState(), projectSheet);
  projectBoarding(target.boarding, view.boarding);
  projectLegend(target.legend, view.legend);
}

function projectSheet(sheet: CaptainSheetState, c: Captain): void {
  const last = lastCaptains.get(sheet);
  if (last === c) return;
  lastCaptains.set(sheet, c);
  if (last?.gold !== c.gold) sheet.gold = c.gold;
  if (last?.goldCircled !== c.goldCircled) sheet.goldCircled = c.goldCircled;
  if (last?.acquired !== c.acquired) {
    sheet.attributes = c.acquired.attributes;
    sheet.boats = c.acquired.boats;
  }
  if (last?.track !== c.track) {
    sheet.attributeTrack = c.track.attributes;
    sheet.boatTrack = c.track.boats;
  }
  if (last?.commandBonus !== c.commandBonus) {
    sheet.attributeBonus = c.commandBonus.attributes;
    sheet.boatBonus = c.commandBonus.boats;
  }
  if (last?.lastAttackTurn !== c.lastAttackTurn) sheet.lastAttackTurn = c.lastAttackTurn;
  if (last?.grapplingHookUntil !== c.grapplingHookUntil)
    sheet.grapplingHookUntil = c.grapplingHookUntil ?? -1;
  if (last?.acquiredThisTurn !== c.acquiredThisTurn) sheet.acquiredThisTurn = c.acquiredThisTurn;
  if (last?.commandDone !== c.commandDone) sheet.commandDone = c.commandDone;
  // A packed string equal to the last one is no change to the schema: nothing goes on the wire.
  if (last?.chest !== c.chest) sheet.chest = packCounts(c.chest);
  if (last?.chestCircled !== c.chestCircled) sheet.chestCircled = packCounts(c.chestCircled);
  if (last?.crew !== c.crew) sheet.crew = packCounts(c.crew);
  if (last?.crewCircled !== c.crewCircled) sheet.crewCircled = packCounts(c.crewCircled);
  if (last?.picks !== c.picks) sheet.picks = packCounts(c.picks);
  if (last?.chart !== c.chart) sheet.chart = wireSafe(packChart(c.chart));
}

/**
 * The parts a schema object was last projected from, for the objects the view builds afresh for every viewer
 * (the boarding, the Legend's card): kept in one array per target, updated in place, so nothing the view built
 * lives on. True, and remembered, when any part differs (always on the first projection).
 */
const lastParts = new WeakMap<object, unknown[]>();

function partsChanged(target: object, parts: readonly unknown[]): boolean {
  const last = lastParts.get(target);
  if (last !== undefined && parts.every((part, i) => part === last[i])) return false;
  if (last === undefined) lastParts.set(target, parts.slice());
  else parts.forEach((part, i) => (last[i] = part));
  return true;
}

function projectBoarding(target: BoardingState, b: BoardingView | null): void {
  const revealedAttacker = b?.revealed?.attacker ?? null;
  const revealedDefender = b?.revealed?.defender ?? null;
  const parts = [b?.attacker, b?.defender, b?.locked, b?.winner, revealedAttacker, revealedDefender];
  if (!partsChanged(target, parts)) return;
  target.attacker = b?.attacker ?? -1;
  target.defender = b?.defender ?? -1;
  target.attackerLocked = b?.locked[0] ?? false;
  target.defenderLocked = b?.locked[1] ?? false;
  target.winner = b?.winner ?? -1;
  target.attackerPirates = packCounts(revealedAttacker ?? []);
  target.defenderPirates = packCounts(revealedDefender ?? []);
}

/** Solo only: the view spreads a new card object each time, so the card is known by its id and flag. */
function projectLegend(target: LegendCardState, l: LegendView): void {
  if (!partsChanged(target, [l?.id, l?.copiesNextPirate])) return;
  target.id = l?.id ?? '';
  target.name = l?.name ?? '';
  target.effect = wireSafe(l?.effect ?? '');
  target.reward = wireSafe(l?.reward ?? '');
  target.copiesNextPirate = l?.copiesNextPirate ?? false;
}
