// Issue 32 item 7, in every game: at each step of random games, for each viewer, the status line names exactly the
// seats the rules wait for (`waitingFor`, as the server projects it), and the panels mark the same seats.
import { SeatState, TableState } from '@flotilla/protocol';
import { randomMove, Dice, rngFromSeed, type AnyGame, findGame } from '@flotilla/rules';
import { projectTable } from '@flotilla/protocol';
import { awaitedWords, type AwaitedPhrases } from './awaited-words';
import { tableModel as captainsWarModel } from './captains-war/model';
import { statusLine as captainsWarStatus } from './captains-war/labels';
import { eollisModel } from './eollis/model';
import { panelWaitWord } from './eollis/labels';
import { statusLine as eollisStatus } from './eollis/table';
import { tableModel as fifteenMenModel } from './fifteen-men/model';
import { statusLine as fifteenMenStatus } from './fifteen-men/table';

jest.mock('./eollis/phaser-table', () => ({ mountEollisTable: () => null }));
jest.mock('./eollis/eollis.css', () => ({}), { virtual: true });
jest.mock('./fifteen-men/phaser-table', () => ({ mountFifteenMenTable: () => null }));
jest.mock('./fifteen-men/fifteen-men.css', () => ({}), { virtual: true });

const NAMES = ['Anne', 'Bart', 'Cleo', 'Dirk', 'Edda'];

/** The synced table for a rules state, as the room projects it (public view, each seat's secrets, `awaiting`). */
function synced(game: AnyGame, rules: unknown, seats: number): TableState {
  const state = new TableState();
  state.game = game.id;
  state.status = game.outcome(rules) === null ? 'playing' : 'over';
  state.seatCount = seats;
  for (let index = 0; index < seats; index++) {
    const seat = new SeatState();
    Object.assign(seat, { index, name: NAMES[index], colour: 'teal', occupant: 'bot' });
    state.seats.push(seat);
  }
  projectTable(state, game, rules);
  const outcome = game.outcome(rules);
  if (outcome !== null) state.outcome = JSON.stringify(outcome);
  return state;
}

/** What one game's table shows of the awaited seats: its status line, the seats its panels mark, its phrases. */
interface Shown {
  readonly status: string;
  readonly marked: ReadonlyArray<number>;
  readonly phrases?: AwaitedPhrases;
}

const readers: Record<string, (state: TableState, viewer: number | null) => Shown> = {
  eollis: (state, viewer) => {
    const model = eollisModel(state, viewer);
    if (model === null) throw new Error('no Eollis model');
    // A panel says "to play" or "deciding…" exactly when it is marked awaited.
    for (const clan of model.clans) expect(panelWaitWord(model, clan) !== '').toBe(clan.awaited);
    return { status: eollisStatus(model), marked: model.clans.filter((c) => c.awaited).map((c) => c.seat) };
  },
  'captains-war': (state, viewer) => {
    const model = captainsWarModel(state, viewer);
    if (model === null) throw new Error('no Captains’ War model');
    return {
      status: captainsWarStatus(model),
      marked: model.sheets.filter((s) => s.awaited).map((s) => s.captain),
    };
  },
  'fifteen-men': (state, viewer) => {
    const model = fifteenMenModel(state, viewer);
    if (model === null) throw new Error('no 15 Men model');
    const phrases =
      model.prompt === null
        ? { yours: 'your turn', theirs: (name: string) => `${name}’s turn` }
        : { yours: 'your choice', theirs: (name: string) => `${name} is choosing` };
    return {
      status: fifteenMenStatus(model),
      marked: model.players.filter((p) => p.awaited).map((p) => p.seat),
      phrases,
    };
  },
};

const TABLES: ReadonlyArray<readonly [game: string, seats: number, options: unknown, seed: string]> = [
  ['eollis', 3, undefined, 'status-e3'],
  ['eollis', 5, { mutinyAnnouncement: 'public' }, 'status-e5'],
  ['captains-war', 1, undefined, 'status-c1'],
  ['captains-war', 2, undefined, 'status-c2'],
  ['captains-war', 4, undefined, 'status-c4'],
  ['fifteen-men', 2, undefined, 'status-f2'],
  ['fifteen-men', 5, { scenario: 'voodoo' }, 'status-f5'],
];

describe.each(TABLES)('%s with %i seats: the status names the awaited seats', (id, seats, options, seed) => {
  it('at every step of a random game, for every seat and the audience', () => {
    const game = findGame(id);
    const read = readers[id];
    if (game === undefined || read === undefined) throw new Error(`no game ${id}`);
    const dice = new Dice(rngFromSeed(`${seed}-bots`));
    let rules = game.setup({ seats, seed, options });
    const viewers: Array<number | null> = [null, ...Array.from({ length: seats }, (_, i) => i)];
    let steps = 0;
    for (; steps < 4000; steps++) {
      const waited = [...game.waitingFor(rules)];
      const state = synced(game, rules, seats);
      for (const viewer of viewers) {
        const shown = read(state, viewer);
        const expected = awaitedWords(waited, viewer, (seat) => NAMES[seat] ?? '', shown.phrases);
        const where = `step ${steps}, viewer ${String(viewer)}: "${shown.status}"`;
        expect([where, [...shown.marked].sort()]).toEqual([where, [...waited].sort()]);
        if (expected !== '')
          expect([where, shown.status.split(' · ')]).toEqual([where, expect.arrayContaining([expected])]);
        // Nobody else is said to be on the move: no "your" phrase for a seat that is not awaited…
        if (viewer === null || !waited.includes(viewer))
          expect([where, /\byour (move|choice)\b|waiting for you\b/.test(shown.status)]).toEqual([
            where,
            false,
          ]);
        // …and no other name in a waiting phrase.
        for (let seat = 0; seat < seats; seat++) {
          if (waited.includes(seat) || seat === viewer) continue;
          const name = NAMES[seat] ?? '';
          expect([
            where,
            new RegExp(`${name} (to play|is choosing)|waiting for [^·]*${name}`).test(shown.status),
          ]).toEqual([where, false]);
        }
      }
      if (game.outcome(rules) !== null) break;
      const move = randomMove(game, rules, dice);
      if (move === null) break;
      const result = game.apply(rules, move.seat, move.action);
      if (!result.ok) throw new Error(result.error.message);
      rules = result.state;
    }
    expect(game.outcome(rules)).not.toBeNull();
  });
});
