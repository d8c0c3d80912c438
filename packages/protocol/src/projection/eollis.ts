// Projects Eollis's audience view into its schema classes.
import {
  EollisClanState,
  EollisPirateState,
  EollisRollState,
  type EollisPhaseState,
  type EollisTable,
} from '../schema/eollis';
import type { EollisView } from '@flotilla/rules/eollis';
import { padded, padTo } from './padded';
import { assign, syncList, wireSafe } from './sync';

type PhaseView = EollisView['phase'];
type Roll = { seat: number; pirate: string; base: number; die: number; mods: number };

const noRoll: Roll = { seat: -1, pirate: '', base: 0, die: 0, mods: 0 };

/** A mutiny's public fields, wherever the phase keeps them; camps by seat ('' for none yet). */
function mutinyOf(phase: PhaseView, seats: number) {
  if (phase.kind === 'camps') {
    const camps = Array.from({ length: seats }, (_, seat) => phase.camps[`seat${seat}`] ?? '');
    return { ...phase, camps };
  }
  if (phase.kind === 'mutinyRoll' || phase.kind === 'sacrifice') {
    return { ...phase.mutiny, camps: phase.mutiny.camps.map((camp) => camp ?? '') };
  }
  return null;
}

function projectPhase(target: EollisPhaseState, phase: PhaseView, seats: number): void {
  const mutiny = mutinyOf(phase, seats);
  assign(target, {
    kind: phase.kind,
    stage: 'stage' in phase ? phase.stage : '',
    index: 'index' in phase ? phase.index : -1,
    seat: 'seat' in phase ? phase.seat : -1,
    then: 'then' in phase ? phase.then : '',
    swapFirst: 'swapFirst' in phase ? (phase.swapFirst ?? '') : '',
    captainSeat: 'captainSeat' in phase ? phase.captainSeat : (mutiny?.captainSeat ?? -1),
    choice: 'choice' in phase ? phase.choice : '',
    mutineer: mutiny?.mutineer ?? -1,
    leader: mutiny?.leader ?? '',
    captainChoice: mutiny?.captainChoice ?? '',
    next: 'next' in phase ? phase.next : '',
    round: 'round' in phase ? phase.round : 0,
  });
  padded(target.order, 'order' in phase ? phase.order : [], -1);
  padded(target.display, 'display' in phase ? phase.display : [], '');
  padded(target.candidates, 'candidates' in phase ? phase.candidates : [], '');
  padded(target.declined, 'declined' in phase ? phase.declined : [], -1);
  padded(target.camps, mutiny?.camps ?? [], '');
  padded(target.waiting, 'waiting' in phase ? phase.waiting : [], -1);
  padded(target.saved, 'saved' in phase ? phase.saved : [], '');
  padded(target.out, 'out' in phase ? phase.out : [], -1);

  const window = 'window' in phase ? phase.window : null;
  assign(target.window, { context: window?.context ?? '' });
  syncList(
    target.window.rolls,
    padTo<Roll>(window?.rolls ?? [], target.window.rolls.length, noRoll),
    () => new EollisRollState(),
    (item, r) => assign(item, { seat: r.seat, pirate: r.pirate, base: r.base, die: r.die, mods: r.mods }),
  );
  padded(target.window.responders, window?.responders ?? [], -1);
  padded(target.window.passed, window?.passed ?? [], -1);

  const loss = 'loss' in phase ? phase.loss : null;
  assign(target.loss, {
    chooser: loss?.chooser ?? -1,
    victim: loss?.victim ?? -1,
    count: loss?.count ?? 0,
    goldTo: loss?.goldTo ?? '',
  });
}

export function projectEollis(target: EollisTable, view: EollisView): void {
  assign(target, {
    mutinyAnnouncement: view.options.mutinyAnnouncement,
    expedition: view.expedition,
    turn: view.turn,
    lastCaptainSeat: view.lastCaptainSeat,
    captainSwapUsed: view.captainSwapUsed,
    secondHideUsed: view.secondHideUsed,
    balloon: view.balloon,
    destroyed: view.destroyed,
    cagnotte: view.cagnotte,
    currentEvent: view.currentEvent ?? '',
    final: view.final === null ? '' : JSON.stringify(view.final),
  });
  projectPhase(target.phase, view.phase, view.clans.length);
  padded(target.waitingFor, view.waitingFor, -1);

  // Posts keep their key once seen; a vacant post holds '' (no removals, no re-adds).
  const posts: Record<string, string | undefined> = view.posts;
  for (const key of new Set([...target.posts.keys(), ...Object.keys(posts)])) {
    const pirate = wireSafe(posts[key] ?? '');
    if (target.posts.get(key) !== pirate) target.posts.set(key, pirate);
  }
  padded(target.hold, view.hold, '');

  const inPlay = new Set(view.pirates.map((p) => p.id));
  for (const id of [...target.pirates.keys()]) if (!inPlay.has(id)) target.pirates.delete(id);
  for (const p of view.pirates) {
    let pirate = target.pirates.get(p.id);
    if (pirate === undefined) {
      pirate = new EollisPirateState();
      target.pirates.set(p.id, pirate);
    }
    assign(pirate, { id: p.id, owner: p.owner, gold: p.gold, ghost: p.ghost, powerUsed: p.powerUsed });
  }

  syncList(
    target.clans,
    view.clans,
    () => new EollisClanState(),
    (clan, c) => {
      assign(clan, {
        seat: c.seat,
        renown: c.renown,
        strongbox: c.strongbox,
        purse: c.purse,
        handCount: c.handCount,
        cardTurn: c.cardTurn,
        giftTurn: c.giftTurn,
        toDivide: c.toDivide,
      });
      padded(clan.missionsRevealed, c.missionsRevealed, '');
    },
  );
  padded(target.eventDiscard, view.eventDiscard, '');
  padded(target.pirateDiscard, view.pirateDiscard, '');
  assign(target.piles, view.piles);
}
