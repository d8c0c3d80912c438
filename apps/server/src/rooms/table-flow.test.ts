// The table's turning points without a server: a start fills the seats and deals, an end publishes the proof.
import { TableState } from '@flotilla/protocol';
import { findGame } from '@flotilla/rules';
import { TableKeeper } from '../store/keeper';
import { noStore } from '../store/no-store';
import { Match } from './match';
import { SeatClaims } from './seat-claims';
import { addSeats } from './seats';
import { finishTable, startTable, vacateSeat } from './table-flow';

function table() {
  const game = findGame('captains-war');
  if (game === undefined) throw new Error('captains-war is not in the catalogue');
  const options = game.parseOptions({});
  if (!options.ok) throw new Error(options.error);
  const match = new Match(game, options.options, 3, 'b'.repeat(64), new TableKeeper(noStore, 'g', 'r'));
  const state = new TableState();
  state.game = game.id;
  state.seatCount = 3;
  addSeats(state, 3);
  const claims = new SeatClaims(() => 'token');
  return { state, match, claims };
}

describe('the table flow', () => {
  it('starts with bots in the open seats, the setup committed and the game dealt', () => {
    const { state, match, claims } = table();
    const [anne] = state.seats;
    if (anne === undefined) throw new Error('no seat');
    claims.sit(state, anne, { name: 'Anne' });
    const rules = startTable(state, match, claims, 1000);
    expect(rules).toBe(match.rules);
    expect(state.status).toBe('playing');
    expect(state.seats.map((s) => s.occupant)).toEqual(['human', 'bot', 'bot']);
    expect(state.setupHash).toBe(match.setupHash);
    expect(state.seed).toBe('');
  });

  it('ends with the seed, the outcome and a proof of the whole game', () => {
    const { state, match, claims } = table();
    startTable(state, match, claims, 1000);
    const proof = finishTable(state, match, { winners: [1] }, 2000);
    expect(state.status).toBe('over');
    expect(state.seed).toBe(match.seed);
    expect(JSON.parse(state.outcome)).toEqual({ winners: [1] });
    expect(proof).toMatchObject({ seed: match.seed, setupHash: match.setupHash, outcome: { winners: [1] } });
  });

  it('passes the host on when the host leaves the waiting room, and says when nobody is left', () => {
    const { state, claims } = table();
    const [anne, bart] = state.seats;
    if (anne === undefined || bart === undefined) throw new Error('no seat');
    claims.sit(state, anne, { name: 'Anne' });
    claims.sit(state, bart, { name: 'Bart' });
    expect(vacateSeat(state, claims, anne)).toBe(true);
    expect([anne.occupant, bart.host]).toEqual(['open', true]);
    expect(vacateSeat(state, claims, bart)).toBe(false);
  });
});
