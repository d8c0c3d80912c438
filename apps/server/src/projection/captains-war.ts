// Projects Captains' War's audience view into its schema classes.
import {
  BoardingLineState,
  CaptainSheetState,
  type BoardingState,
  type CaptainsWarTable,
  type LegendCardState,
  strengthDigits,
} from '@flotilla/protocol';
import type { CaptainsWar } from '@flotilla/rules';
import { fixed, syncList, syncNumbers, wireSafe } from './sync';

type Captain = CaptainsWar.CaptainsWarView['captains'][number];
type BoardingLine = Captain['chart'][number];
type BoardingView = NonNullable<CaptainsWar.CaptainsWarView['boarding']>;
type LegendView = CaptainsWar.CaptainsWarView['legend'];

/**
 * What each schema object was last projected from. The rules' states are immutable and only this module
 * writes these objects, so a field whose source value is the same as last time needs neither a write nor a
 * read of the schema object (its getters and setters cost more than a plain comparison), and a captain or a
 * chart line that is the very same object as last time is skipped whole.
 */
const projected = new WeakMap<object, unknown>();

function lastSource<T>(target: object): T | undefined {
  return projected.get(target) as T | undefined;
}

export function projectCaptainsWar(target: CaptainsWarTable, view: CaptainsWar.CaptainsWarView): void {
  const last = lastSource<CaptainsWar.CaptainsWarView>(target);
  projected.set(target, view);
  if (last?.mode !== view.mode) target.mode = view.mode;
  if (last?.turn !== view.turn) target.turn = view.turn;
  if (last?.active !== view.active) target.active = view.active;
  if (last?.phase !== view.phase) target.phase = view.phase;
  if (last?.dice !== view.dice) {
    target.rolled = view.dice !== null;
    projectDice(target, view.dice ?? []);
  }
  if (last?.setAside !== view.setAside) target.setAside = view.setAside ?? -1;
  if (last?.firstCommandBonusTaken !== view.firstCommandBonusTaken) {
    target.firstAttributesBonusTaken = view.firstCommandBonusTaken.attributes;
    target.firstBoatsBonusTaken = view.firstCommandBonusTaken.boats;
  }
  if (last?.endReason !== view.endReason) target.endReason = view.endReason ?? '';
  if (last?.result !== view.result) target.result = view.result ? wireSafe(JSON.stringify(view.result)) : '';
  syncList(target.captains, view.captains, () => new CaptainSheetState(), projectSheet);
  projectBoarding(target.boarding, view.boarding);
  projectLegend(target.legend, view.legend);
}

function projectSheet(sheet: CaptainSheetState, c: Captain): void {
  const last = lastSource<Captain>(sheet);
  if (last === c) return;
  projected.set(sheet, c);
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
  if (last?.chest !== c.chest) syncNumbers(sheet.chest, c.chest);
  if (last?.chestCircled !== c.chestCircled) syncNumbers(sheet.chestCircled, c.chestCircled);
  if (last?.crew !== c.crew) syncNumbers(sheet.crew, c.crew);
  if (last?.crewCircled !== c.crewCircled) syncNumbers(sheet.crewCircled, c.crewCircled);
  if (last?.picks !== c.picks) fixed(sheet.picks, c.picks, -1);
  // The boarding chart only ever grows, and a written line never changes.
  if (last?.chart !== c.chart) syncList(sheet.chart, c.chart, () => new BoardingLineState(), projectLine);
}

function projectLine(line: BoardingLineState, l: BoardingLine): void {
  if (projected.get(line) === l) return;
  projected.set(line, l);
  line.turn = l.turn;
  line.opponent = l.opponent;
  line.role = l.role;
  line.won = l.won;
  line.mine = strengthDigits(l.mine);
  line.theirs = strengthDigits(l.theirs);
}

/** The view builds its boarding afresh for every viewer: compared by its parts, which the state shares. */
function projectBoarding(target: BoardingState, b: BoardingView | null): void {
  const last = lastSource<BoardingView | null>(target);
  projected.set(target, b);
  if (last !== undefined && sameBoarding(last, b)) return;
  target.attacker = b?.attacker ?? -1;
  target.defender = b?.defender ?? -1;
  target.attackerLocked = b?.locked[0] ?? false;
  target.defenderLocked = b?.locked[1] ?? false;
  target.winner = b?.winner ?? -1;
  fixed(target.attackerPirates, b?.revealed?.attacker ?? [], 0);
  fixed(target.defenderPirates, b?.revealed?.defender ?? [], 0);
}

function sameBoarding(a: BoardingView | null, b: BoardingView | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.attacker === b.attacker &&
    a.defender === b.defender &&
    a.locked === b.locked &&
    a.winner === b.winner &&
    a.revealed?.attacker === b.revealed?.attacker &&
    a.revealed?.defender === b.revealed?.defender
  );
}

/** Solo only; the view spreads a new card object each time, so it is compared by the card's id and flag. */
function projectLegend(target: LegendCardState, l: LegendView): void {
  const last = lastSource<LegendView>(target);
  projected.set(target, l);
  if (last !== undefined && last?.id === l?.id && last?.copiesNextPirate === l?.copiesNextPirate) return;
  target.id = l?.id ?? '';
  target.name = l?.name ?? '';
  target.effect = wireSafe(l?.effect ?? '');
  target.reward = wireSafe(l?.reward ?? '');
  target.copiesNextPirate = l?.copiesNextPirate ?? false;
}

function projectDice(target: CaptainsWarTable, dice: ReadonlyArray<CaptainsWar.DieFace>): void {
  dice.forEach((face, i) => {
    const item = target.dice[i];
    if (item === undefined) return;
    item.die = face.die;
    item.gold = face.die === 'yellow' ? face.gold : 0;
    item.resource = face.die === 'blue' ? face.resource : '';
    item.count = face.die === 'blue' ? face.count : 0;
    item.track = face.die === 'red' ? face.track : '';
    item.strength = face.die === 'black' ? face.strength : 0;
  });
}
