// Seat claims without a server: newcomers take open seats, tokens take their own seat back and no other.
import { TableState } from '@flotilla/protocol';
import { SeatClaims } from './seat-claims';
import { addSeats } from './seats';

function table() {
  const state = new TableState();
  addSeats(state, 2);
  let n = 0;
  return { state, claims: new SeatClaims(() => `token-${n++}`) };
}

describe('SeatClaims', () => {
  it('seats a newcomer at an open seat as host, and a second one beside it under a name of its own', () => {
    const { state, claims } = table();
    const first = claims.seatFor(state, undefined, () => false);
    if (first === undefined) throw new Error('no seat');
    expect(claims.sit(state, first, { name: 'Anne' })).toBe(false);
    const second = claims.seatFor(state, undefined, () => false);
    if (second === undefined) throw new Error('no seat');
    claims.sit(state, second, { name: 'anne' });
    expect([first.host, second.host]).toEqual([true, false]);
    expect(second.name).toBe('anne 2');
    expect(claims.seatFor(state, undefined, () => false)).toBeUndefined();
  });

  it('gives a seat back to its token once its player is away, never from a connected client', () => {
    const { state, claims } = table();
    const seat = claims.seatFor(state, undefined, () => false);
    if (seat === undefined) throw new Error('no seat');
    claims.sit(state, seat, { name: 'Anne' });
    const token = claims.tokenFor(seat.index);
    expect(claims.tokenFor(seat.index)).toBe(token);
    state.status = 'playing';
    expect(claims.seatFor(state, token, () => false)).toBeUndefined();
    seat.occupant = 'bot';
    expect(claims.seatFor(state, token, () => true)).toBeUndefined();
    expect(claims.seatFor(state, token, () => false)).toBe(seat);
    expect(claims.sit(state, seat, { name: 'Someone else' })).toBe(true);
    expect(seat.name).toBe('Anne');
    claims.forget(seat.index);
    expect(claims.seatFor(state, token, () => false)).toBeUndefined();
  });
});
