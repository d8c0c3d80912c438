// A streamer's table state: the same public table, and no seat's secrets.
import { SeatSecrets, TableState } from '@flotilla/protocol';
import { legalActions, seatSecret } from './seat-view';
import { withoutSecrets } from './masked-state';

describe('a table without secrets', () => {
  it('reads as the audience’s: the public fields stay, no seat has a secret or an offer', () => {
    const state = new TableState();
    state.game = 'fifteen-men';
    state.version = 7;
    const mine = new SeatSecrets();
    mine.secret = JSON.stringify({ factions: [{ seat: 0, faction: 'loyalist' }] });
    mine.legal = JSON.stringify([{ type: 'peek', position: 3 }]);
    state.secrets.set('0', mine);
    expect(seatSecret(state, 0)).toEqual({ factions: [{ seat: 0, faction: 'loyalist' }] });
    const masked = withoutSecrets(state);
    expect(masked.game).toBe('fifteen-men');
    expect(masked.version).toBe(7);
    expect(seatSecret(masked, 0)).toEqual({});
    expect(legalActions(masked, 0)).toEqual([]);
    // The real state is untouched.
    expect(legalActions(state, 0)).toHaveLength(1);
  });
});
