// Projects 15 Men's audience view into its schema classes.
import { FIFTEEN_MEN_HAND_SLOTS, FifteenMenPlayerState, type FifteenMenTable } from '../schema/fifteen-men';
import type { FifteenMenView } from '@flotilla/rules/fifteen-men';
import { padded } from './padded';
import { assign, fixed, syncList } from './sync';

export function projectFifteenMen(target: FifteenMenTable, view: FifteenMenView): void {
  assign(target, {
    phase: view.phase,
    scenario: view.scenario,
    vessel: view.vessel,
    captain: view.captain,
    gibbonsUsed: view.gibbonsUsed,
    ghostPenalty: view.ghostPenalty ?? -1,
    final: view.final === null ? '' : JSON.stringify(view.final),
  });
  const factions = new Map(view.factions.map((f) => [f.seat, f.faction]));
  syncList(
    target.players,
    view.players,
    () => new FifteenMenPlayerState(),
    (player, p) => {
      if (p.doubloons.length > FIFTEEN_MEN_HAND_SLOTS) throw new RangeError('15 Men: hand too large');
      assign(player, { seat: p.seat, bullet: p.bullet, faction: factions.get(p.seat) ?? '' });
      fixed(player.doubloons, p.doubloons, 0);
    },
  );
  if (view.ring.length !== target.ring.length) throw new RangeError('15 Men: the ring has 15 positions');
  view.ring.forEach((s, i) => {
    const slot = target.ring[i];
    if (slot === undefined) return;
    assign(slot, {
      position: s.position,
      empty: s.empty,
      faceUp: s.faceUp,
      backFlag: s.back?.flag ?? '',
      backRole: s.back?.role ?? '',
      pirate: s.pirate ?? '',
      controller: s.controller ?? -1,
      doubloons: JSON.stringify(s.doubloons),
    });
  });
  padded(target.guards, view.guards, '');
  padded(target.killed, view.killed, '');
  assign(target.tortuga, { inPlay: view.tortuga !== null, price: view.tortuga?.price ?? 0 });
  padded(target.tortuga.buyers, view.tortuga?.buyers ?? [], -1);
  assign(target.daughter, {
    inPlay: view.daughter !== null,
    controller: view.daughter?.controller ?? -1,
    doubloons: JSON.stringify(view.daughter?.doubloons ?? []),
  });
  assign(target.turn, {
    seat: view.turn?.seat ?? -1,
    acted: view.turn?.acted ?? false,
    revealed: view.turn?.revealed ?? false,
  });
  assign(target.prompt, {
    kind: view.prompt?.kind ?? '',
    seat: view.prompt?.seat ?? -1,
    position: view.prompt?.position ?? 0,
  });
}
