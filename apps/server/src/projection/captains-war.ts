// Projects Captains' War's audience view into its schema classes.
import type { CaptainsWarTable } from '@flotilla/protocol';
import {
  BoardingLineState,
  BoardingState,
  CaptainSheetState,
  DieFaceState,
  LegendCardState,
} from '@flotilla/protocol';
import type { CaptainsWar } from '@flotilla/rules';
import { assign, syncList, syncNumbers } from './sync';

export function projectCaptainsWar(target: CaptainsWarTable, view: CaptainsWar.CaptainsWarView): void {
  assign(target, {
    mode: view.mode,
    turn: view.turn,
    active: view.active,
    phase: view.phase,
    setAside: view.setAside ?? -1,
    firstAttributesBonusTaken: view.firstCommandBonusTaken.attributes,
    firstBoatsBonusTaken: view.firstCommandBonusTaken.boats,
    endReason: view.endReason ?? '',
    result: view.result ? JSON.stringify(view.result) : '',
  });
  syncList(
    target.dice,
    view.dice ?? [],
    () => new DieFaceState(),
    (item, face) =>
      assign(item, {
        die: face.die,
        gold: face.die === 'yellow' ? face.gold : 0,
        resource: face.die === 'blue' ? face.resource : '',
        count: face.die === 'blue' ? face.count : 0,
        track: face.die === 'red' ? face.track : '',
        strength: face.die === 'black' ? face.strength : 0,
      }),
  );
  syncList(
    target.captains,
    view.captains,
    () => new CaptainSheetState(),
    (sheet, c) => {
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
      syncNumbers(sheet.picks, c.picks);
      syncList(
        sheet.chart,
        c.chart,
        () => new BoardingLineState(),
        (line, l) => {
          assign(line, { turn: l.turn, opponent: l.opponent, role: l.role, won: l.won });
          syncNumbers(line.mine, l.mine);
          syncNumbers(line.theirs, l.theirs);
        },
      );
    },
  );
  syncList(
    target.boarding,
    view.boarding ? [view.boarding] : [],
    () => new BoardingState(),
    (b, v) => {
      assign(b, {
        attacker: v.attacker,
        defender: v.defender,
        attackerLocked: v.locked[0],
        defenderLocked: v.locked[1],
        winner: v.winner ?? -1,
      });
      syncNumbers(b.attackerPirates, v.revealed?.attacker ?? []);
      syncNumbers(b.defenderPirates, v.revealed?.defender ?? []);
    },
  );
  syncList(
    target.legend,
    view.legend ? [view.legend] : [],
    () => new LegendCardState(),
    (card, l) =>
      assign(card, {
        id: l.id,
        name: l.name,
        effect: l.effect,
        reward: l.reward,
        copiesNextPirate: l.copiesNextPirate,
      }),
  );
}
