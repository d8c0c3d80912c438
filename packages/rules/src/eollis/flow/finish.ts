// The end: most renown, then most living pirates, then a Bagou duel among the Clans still tied.
import type { Seat } from '../../core/types';
import { pirateCard } from '../cards/pirates';
import { emit, piratesOf, setPhase, type Ctx, update } from '../state';
import type { EollisState, FinalLine } from '../types';

function bestBagou(s: EollisState, seat: Seat): number {
  return Math.max(0, ...piratesOf(s, seat).map((p) => pirateCard(p.id).bagou));
}

export function finishGame(s: EollisState, ctx: Ctx): EollisState {
  const lines: FinalLine[] = s.clans.map((c) => ({
    seat: c.seat,
    renown: c.renown,
    living: piratesOf(s, c.seat).filter((p) => !p.ghost).length,
    duel: 0,
  }));
  // Duel only among Clans tied on renown and living pirates; the best of each round re-rolls while tied.
  const key = (l: FinalLine): string => `${l.renown}/${l.living}`;
  const groups = new Map<string, Seat[]>();
  for (const line of lines) groups.set(key(line), [...(groups.get(key(line)) ?? []), line.seat]);
  const duel = new Map<Seat, number>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const rolls = new Map<Seat, number[]>(group.map((seat) => [seat, []]));
    let tied = group;
    let rounds = 0;
    while (tied.length > 1 && rounds < 10) {
      rounds++;
      const totals = tied.map((seat) => ({ seat, total: bestBagou(s, seat) + ctx.dice.int(1, 6) }));
      for (const t of totals) rolls.get(t.seat)?.push(t.total);
      emit(ctx, { type: 'bagouDuel', text: totals.map((t) => `seat${t.seat}=${t.total}`).join(' ') });
      const best = Math.max(...totals.map((t) => t.total));
      tied = totals.filter((t) => t.total === best).map((t) => t.seat);
    }
    // Rounds read as digits in base 16 (a total is at most 6 + 4), a missed round counting 0.
    for (const [seat, totals] of rolls) {
      const padded = [...totals, ...new Array<number>(rounds - totals.length).fill(0)];
      duel.set(
        seat,
        padded.reduce((acc, t) => acc * 16 + t, 0),
      );
    }
  }
  const final = lines.map((l) => ({ ...l, duel: duel.get(l.seat) ?? 0 }));
  emit(ctx, { type: 'gameOver' });
  return update(setPhase(s, { kind: 'over' }), { final });
}
