// Projects Captains' War's audience view into its schema classes.
import { BoardingLineState, CaptainSheetState, type CaptainsWarTable } from '@flotilla/protocol';
import type { CaptainsWar } from '@flotilla/rules';
import { assign, fixed, syncList, syncNumbers } from './sync';

/**
 * The rules' states are immutable, so a captain (or a chart line) that is the same object as at the last
 * projection has not changed: skip it instead of comparing every field through the schema's proxies.
 */
const projected = new WeakMap<object, unknown>();

export function projectCaptainsWar(target: CaptainsWarTable, view: CaptainsWar.CaptainsWarView): void {
  assign(target, {
    mode: view.mode,
    turn: view.turn,
    active: view.active,
    phase: view.phase,
    rolled: view.dice !== null,
    setAside: view.setAside ?? -1,
    firstAttributesBonusTaken: view.firstCommandBonusTaken.attributes,
    firstBoatsBonusTaken: view.firstCommandBonusTaken.boats,
    endReason: view.endReason ?? '',
    result: view.result ? JSON.stringify(view.result) : '',
  });
  // The same dice as at the last projection (most actions roll none): nothing to compare.
  if (projected.get(target.dice) !== view.dice) {
    projected.set(target.dice, view.dice);
    projectDice(target, view.dice ?? []);
  }
  syncList(
    target.captains,
    view.captains,
    () => new CaptainSheetState(),
    (sheet, c) => {
      if (projected.get(sheet) === c) return;
      projected.set(sheet, c);
      assign(sheet, {
        gold: c.gold,
        goldCircled: c.goldCircled,
        attributes: c.acquired.attributes,
        boats: c.acquired.boats,
        attributeTrack: c.track.attributes,
        boatTrack: c.track.boats,
        attributeBonus: c.commandBonus.attributes,
        boatBonus: c.commandBonus.boats,
        lastAttackTurn: c.lastAttackTurn,
        grapplingHookUntil: c.grapplingHookUntil ?? -1,
        acquiredThisTurn: c.acquiredThisTurn,
        commandDone: c.commandDone,
      });
      syncNumbers(sheet.chest, c.chest);
      syncNumbers(sheet.chestCircled, c.chestCircled);
      syncNumbers(sheet.crew, c.crew);
      syncNumbers(sheet.crewCircled, c.crewCircled);
      fixed(sheet.picks, c.picks, -1);
      // The boarding chart only ever grows, and a written line never changes.
      syncList(
        sheet.chart,
        c.chart,
        () => new BoardingLineState(),
        (line, l) => {
          if (projected.get(line) === l) return;
          projected.set(line, l);
          assign(line, { turn: l.turn, opponent: l.opponent, role: l.role, won: l.won });
          syncNumbers(line.mine, l.mine);
          syncNumbers(line.theirs, l.theirs);
        },
      );
    },
  );
  const b = view.boarding;
  assign(target.boarding, {
    attacker: b?.attacker ?? -1,
    defender: b?.defender ?? -1,
    attackerLocked: b?.locked[0] ?? false,
    defenderLocked: b?.locked[1] ?? false,
    winner: b?.winner ?? -1,
  });
  fixed(target.boarding.attackerPirates, b?.revealed?.attacker ?? [], 0);
  fixed(target.boarding.defenderPirates, b?.revealed?.defender ?? [], 0);
  const l = view.legend;
  assign(target.legend, {
    id: l?.id ?? '',
    name: l?.name ?? '',
    effect: l?.effect ?? '',
    reward: l?.reward ?? '',
    copiesNextPirate: l?.copiesNextPirate ?? false,
  });
}

function projectDice(target: CaptainsWarTable, dice: ReadonlyArray<CaptainsWar.DieFace>): void {
  dice.forEach((face, i) => {
    const item = target.dice[i];
    if (item === undefined) return;
    assign(item, {
      die: face.die,
      gold: face.die === 'yellow' ? face.gold : 0,
      resource: face.die === 'blue' ? face.resource : '',
      count: face.die === 'blue' ? face.count : 0,
      track: face.die === 'red' ? face.track : '',
      strength: face.die === 'black' ? face.strength : 0,
    });
  });
}
