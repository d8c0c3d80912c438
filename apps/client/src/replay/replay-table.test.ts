// A replayed step is the very TableState the server would have synced for the lens: its public part is the
// server's projection of the audience's view (or of the whole truth), and a seat's lens carries that seat's
// secrets only, as the seat's own client received them.
import { SeatSecrets, TableState, projectPublicView, projectTable, secretPart } from '@flotilla/protocol';
import { eventsFor } from '@flotilla/rules';
import { played } from './recorded-game';
import { Replay } from './replay-model';
import { replayTableState } from './replay-table';

const GAME_KEY = { 'captains-war': 'captainsWar', 'fifteen-men': 'fifteenMen', eollis: 'eollis' } as const;

const seats = [
  { name: 'Anne', colour: 'vermilion', occupant: 'human' },
  { name: 'Bart', colour: 'sky', occupant: 'bot' },
];

describe.each([
  ['captains-war', 3],
  ['fifteen-men', 4],
  ['eollis', 4],
] as const)('a replayed %s table', (gameId, seatCount) => {
  const { game, proof, states, events } = played(gameId, seatCount, `replay-table-${gameId}`);
  const opened = Replay.open(proof);
  if (!opened.ok) throw new Error('the replay did not open');
  const replay = opened.replay;
  const key = GAME_KEY[gameId];
  const steps = [0, 1, 7, Math.floor(replay.length / 2), replay.length - 1, replay.length];

  /** What the server's room syncs for this rules state (public part, and every seat's secrets). */
  function served(step: number): TableState {
    const state = new TableState();
    state.game = gameId;
    state.seatCount = seatCount;
    for (let seat = 0; seat < seatCount; seat++) state.secrets.set(String(seat), new SeatSecrets());
    projectTable(state, game, states[step]);
    return state;
  }

  it('shows the audience exactly the public table the server synced, and no seat’s secrets', () => {
    for (const step of steps) {
      const { state, events: heard } = replayTableState(replay, step, { kind: 'audience' }, seats);
      expect(state[key]?.toJSON()).toEqual(served(step)[key]?.toJSON());
      expect(state.secrets.size).toBe(0);
      expect(state.version).toBe(step);
      expect(heard).toEqual(eventsFor(events[step] as Parameters<typeof eventsFor>[0], 'spectator'));
    }
  });

  it('shows one seat its own secrets as the server sent them to it, under its own seat only', () => {
    for (const step of steps)
      for (let seat = 0; seat < seatCount; seat++) {
        const { state, events: heard } = replayTableState(replay, step, { kind: 'seat', seat }, seats);
        expect(state[key]?.toJSON()).toEqual(served(step)[key]?.toJSON());
        expect([...state.secrets.keys()]).toEqual([String(seat)]);
        const expected = secretPart(game.view(states[step], seat), game.view(states[step], 'spectator'));
        expect(JSON.parse(state.secrets.get(String(seat))?.secret ?? '')).toEqual(expected ?? {});
        expect(state.secrets.get(String(seat))?.secret).toBe(served(step).secrets.get(String(seat))?.secret);
        expect(heard).toEqual(eventsFor(events[step] as Parameters<typeof eventsFor>[0], seat));
      }
  });

  it('draws the whole truth as the public table, and names the seats as the archive does', () => {
    for (const step of steps) {
      const { state } = replayTableState(replay, step, { kind: 'truth' }, seats);
      const truth = new TableState();
      projectPublicView(truth, gameId, game.truth(states[step]));
      expect(state[key]?.toJSON()).toEqual(truth[key]?.toJSON());
      expect(state.secrets.size).toBe(0);
      expect(state.seats.map((s) => s.name)).toEqual(
        Array.from({ length: seatCount }, (_, i) => seats[i]?.name ?? `Seat ${i + 1}`),
      );
      expect(state.seats[1]?.occupant).toBe('bot');
    }
  });

  it('is over, with the outcome and the seed, only at the last step', () => {
    const end = replayTableState(replay, replay.length, { kind: 'audience' }, seats).state;
    expect(end.status).toBe('over');
    expect(JSON.parse(end.outcome)).toEqual(proof.outcome);
    expect(end.seed).toBe(proof.seed);
    const before = replayTableState(replay, replay.length - 1, { kind: 'audience' }, seats).state;
    expect(before.status).toBe('playing');
    expect(before.seed).toBe('');
    expect(JSON.parse(before.awaiting)).toEqual(game.waitingFor(states[replay.length - 1]));
  });
});
