// A table's typed reads of the synced strings: what each seat is offered and told, tolerant of malformed strings.
import { awaitedSeats, legalActions, seatSecret, type SyncedSeats } from './wire';

function synced(awaiting: string, seats: Record<string, { legal: string; secret: string }>): SyncedSeats {
  return { awaiting, secrets: { get: (seat) => seats[seat] } };
}

describe('wire reads', () => {
  const state = synced('[1]', {
    '0': { legal: '[]', secret: '{}' },
    '1': {
      legal: JSON.stringify([{ type: 'lookout', choice: 'play' }, { choice: 'bury' }, 'pass', null]),
      secret: JSON.stringify({ lookoutDraw: 'ev-storm' }),
    },
  });

  it('reads the awaited seats, the offers with a type, and the secret of a seat', () => {
    expect(awaitedSeats(state)).toEqual([1]);
    expect(legalActions<'eollis'>(state, 1)).toEqual([{ type: 'lookout', choice: 'play' }]);
    expect(seatSecret<'eollis'>(state, 1).lookoutDraw).toBe('ev-storm');
    expect(legalActions<'eollis'>(state, 0)).toEqual([]);
  });

  it('offers a spectator, an unknown seat and a malformed string nothing', () => {
    expect(legalActions(state, null)).toEqual([]);
    expect(seatSecret(state, null)).toEqual({});
    expect(legalActions(state, 4)).toEqual([]);
    const broken = synced('not json', { '0': { legal: '{"type":"pass"}', secret: '[1]' } });
    expect(awaitedSeats(broken)).toEqual([]);
    expect(legalActions(broken, 0)).toEqual([]);
    expect(seatSecret(broken, 0)).toEqual({});
    expect(seatSecret(synced('[]', { '0': { legal: '', secret: 'nope' } }), 0)).toEqual({});
  });
});
