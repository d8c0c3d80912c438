// The 15 Men table model: real rules states, synced as the server syncs them, read back per viewer.
import { fifteenMen } from '@flotilla/rules/fifteen-men';
import { legalActions } from '../seat-view';
import { publicPirates, tableModel } from './model';
import { eventsOf, play, playToEnd, tableFor } from './testing/test-table';

describe('tableModel', () => {
  const start = play(4, 'model-1', 0);

  it('reads the ring, the players and the turn from a fresh 4-player table', () => {
    const model = tableModel(tableFor(start.state), 0);
    expect(model).not.toBeNull();
    expect(model?.ring).toHaveLength(15);
    expect(model?.ring.every((s) => !s.empty && !s.faceUp && s.pirate === null && s.back !== null)).toBe(
      true,
    );
    expect(model?.players.map((p) => [p.name, p.doubloons.length, p.bullet])).toEqual([
      ['Anne', 6, 'held'],
      ['Bart', 6, 'held'],
      ['Cora', 6, 'held'],
      ['Dirk', 6, 'held'],
    ]);
    expect(model?.players.filter((p) => p.captain).map((p) => p.seat)).toEqual([start.state.captain]);
    expect(model?.turn?.seat).toBe((start.state.captain + 1) % 4);
    expect(model?.phase).toBe('corruption');
    expect(model?.known).toEqual([]);
  });

  it('gives each seat its own faction and the captain’s, and a spectator only the captain’s', () => {
    const table = tableFor(start.state);
    for (let seat = 0; seat < 4; seat++) {
      const model = tableModel(table, seat);
      expect(model?.yourFaction).toBe(start.state.factions[seat]);
      const knownFactions = model?.players.filter((p) => p.faction !== null).map((p) => p.seat);
      expect(knownFactions).toEqual([...new Set([seat, start.state.captain])].sort());
    }
    const watcher = tableModel(table, null);
    expect(watcher?.yourFaction).toBeNull();
    expect(watcher?.players.filter((p) => p.faction !== null).map((p) => p.seat)).toEqual([
      start.state.captain,
    ]);
  });

  it('shows a bribed and looked-at pirate to the briber alone, with the doubloon and control for all', () => {
    // The first player bribes (the first offer) and looks at a neighbour.
    const played = play(4, 'model-1', 2);
    const briber = (start.state.captain + 1) % 4;
    const table = tableFor(played.state);
    const mine = tableModel(table, briber);
    const seen = played.state.seen[briber] ?? [];
    expect(seen).toHaveLength(2);
    expect(mine?.known).toEqual([...seen].sort());
    const bribed = mine?.ring.find((s) => s.doubloons.length > 0);
    expect(bribed?.controller).toBe(briber);
    expect(bribed?.privatelyKnown).toBe(true);
    for (const viewer of [null, (briber + 1) % 4, (briber + 2) % 4]) {
      const other = tableModel(table, viewer);
      expect(other?.known).toEqual([]);
      expect(other?.ring.every((s) => s.pirate === null)).toBe(true);
      expect(other?.ring[(bribed?.position ?? 0) - 1]?.controller).toBe(briber);
    }
    // What the peeker was told privately is exactly what the model marks as known.
    const told = eventsOf(played, briber).flatMap((e) =>
      e.type === 'peeked' && e.pirate !== undefined ? [e.pirate] : [],
    );
    expect([...told].sort()).toEqual(mine?.known);
  });

  it('keeps legal actions per seat', () => {
    const table = tableFor(start.state);
    const first = (start.state.captain + 1) % 4;
    expect(legalActions(table, first).length).toBeGreaterThan(0);
    expect(legalActions(table, (first + 1) % 4)).toEqual([]);
    expect(legalActions(table, null)).toEqual([]);
  });

  it('reads the final count, every pirate shown and every faction, once the game is over', () => {
    const over = playToEnd(4, 'model-2');
    expect(over.state.phase).toBe('over');
    const table = tableFor(over.state);
    const model = tableModel(table, null);
    expect(model?.final?.teams).toHaveLength(2);
    expect(model?.final?.winners.length).toBeGreaterThan(0);
    expect(model?.players.every((p) => p.faction !== null)).toBe(true);
    const alive = model?.ring.filter((s) => !s.empty) ?? [];
    expect(alive.every((s) => s.pirate !== null && !s.privatelyKnown)).toBe(true);
    expect(publicPirates(table)).toHaveLength(alive.length);
    expect(model?.turn).toBeNull();
  });

  it('returns null for another game’s table and survives malformed secrets', () => {
    const table = tableFor(start.state);
    const secrets = table.secrets.get('0');
    if (secrets) secrets.secret = 'not json';
    expect(tableModel(table, 0)?.known).toEqual([]);
    table.fifteenMen = undefined;
    expect(tableModel(table, 0)).toBeNull();
  });

  it('never shows a spectator an identity it was not shown, all through a game', () => {
    let state = fifteenMen.setup({ seats: 4, seed: 'model-3', options: {} });
    for (let step = 0; step < 400 && state.phase !== 'over'; step++) {
      const model = tableModel(tableFor(state), null);
      const faceUpOrKnown = new Set(state.known);
      for (const slot of model?.ring ?? []) {
        if (slot.pirate !== null) expect(faceUpOrKnown.has(slot.pirate as never)).toBe(true);
      }
      const [seat] = fifteenMen.awaiting(state);
      if (seat === undefined) break;
      const legal = fifteenMen.legalActions(state, seat);
      const result = fifteenMen.apply(state, seat, legal[step % legal.length]);
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
    }
  });
});
