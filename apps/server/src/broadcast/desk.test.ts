// Who may open which broadcast, and how late it runs.
import { BROADCAST_DELAY } from '@flotilla/protocol';
import { BroadcastDesk, type DeskSeat } from './desk';

const seats: DeskSeat[] = [
  { host: true, person: true },
  { host: false, person: true },
  { host: false, person: false },
];

function desk(): BroadcastDesk {
  let n = 0;
  return new BroadcastDesk(() => `token-${++n}`);
}

describe('a table’s broadcast desk', () => {
  it('lets the host open the audience’s view, live or delayed, and no one else', () => {
    const d = desk();
    const live = d.create(0, seats, 'audience', undefined);
    expect(live).toMatchObject({ ok: true, value: { lens: 'audience', seat: null, delaySeconds: 0 } });
    expect(d.create(0, seats, 'audience', 45)).toMatchObject({ ok: true, value: { delaySeconds: 45 } });
    expect(d.create(1, seats, 'audience', 0)).toMatchObject({ ok: false });
  });

  it('gives a player their own seat’s eyes only, never live: at least 30 s, 120 s by default', () => {
    const d = desk();
    expect(d.create(1, seats, 'seat', undefined)).toMatchObject({
      ok: true,
      value: { lens: 'seat', seat: 1, delaySeconds: BROADCAST_DELAY.seat.default },
    });
    expect(d.create(1, seats, 'seat', 0)).toMatchObject({ ok: true, value: { seat: 1, delaySeconds: 30 } });
    expect(d.create(0, seats, 'seat', 10_000)).toMatchObject({
      ok: true,
      value: { seat: 0, delaySeconds: 600 },
    });
  });

  it('opens the whole truth only for the host, once every other seated person agreed, and at least 120 s late', () => {
    const d = desk();
    expect(d.create(0, seats, 'truth', 120)).toMatchObject({ ok: false });
    expect(d.truthAllowed(seats)).toBe(false);
    d.consent(1, true);
    expect(d.truthConsent).toEqual([1]);
    expect(d.truthAllowed(seats)).toBe(true);
    expect(d.create(1, seats, 'truth', 120)).toMatchObject({ ok: false });
    expect(d.create(0, seats, 'truth', 5)).toMatchObject({
      ok: true,
      value: { lens: 'truth', delaySeconds: 120 },
    });
  });

  it('closes every whole-truth link when an agreement is withdrawn', () => {
    const d = desk();
    d.consent(1, true);
    const truth = d.create(0, seats, 'truth', undefined);
    const audience = d.create(0, seats, 'audience', undefined);
    if (!truth.ok || !audience.ok) throw new Error('not opened');
    expect(d.consent(1, false).map((l) => l.token)).toEqual([truth.value.token]);
    expect(d.find(truth.value.token)).toBeUndefined();
    expect(d.find(audience.value.token)).toBeDefined();
  });

  it('opens the whole truth from the end onward without agreement, for the host alone, and keeps it on a withdrawal', () => {
    const d = desk();
    expect(d.create(1, seats, 'truth', 120, true)).toMatchObject({ ok: false });
    const fromEnd = d.create(0, seats, 'truth', 0, true);
    expect(fromEnd).toMatchObject({ ok: true, value: { lens: 'truth', fromEnd: true, delaySeconds: 120 } });
    if (!fromEnd.ok) throw new Error('not opened');
    d.consent(1, true);
    expect(d.consent(1, false)).toEqual([]);
    expect(d.find(fromEnd.value.token)).toBeDefined();
    expect(d.create(0, seats, 'audience', 0, true)).toMatchObject({ ok: true, value: { fromEnd: false } });
  });

  it('forgets a seat left for good: its agreement, its own eyes, and the whole truth opened with agreements', () => {
    const d = desk();
    d.consent(1, true);
    const eyes = d.create(1, seats, 'seat', undefined);
    const truth = d.create(0, seats, 'truth', undefined);
    const fromEnd = d.create(0, seats, 'truth', undefined, true);
    const audience = d.create(0, seats, 'audience', undefined);
    if (!eyes.ok || !truth.ok || !fromEnd.ok || !audience.ok) throw new Error('not opened');
    const left = d.seatLeft(1);
    expect(left.changed).toBe(true);
    expect(left.closed.map((l) => l.token).sort()).toEqual([eyes.value.token, truth.value.token].sort());
    expect(d.truthConsent).toEqual([]);
    expect(d.truthAllowed(seats)).toBe(false);
    expect(d.find(fromEnd.value.token)).toBeDefined();
    expect(d.find(audience.value.token)).toBeDefined();
    expect(d.seatLeft(2)).toEqual({ closed: [], changed: false });
  });

  it('lets only a link’s creator close it (and the host the audience’s and the truth’s)', () => {
    const d = desk();
    const mine = d.create(1, seats, 'seat', undefined);
    const audience = d.create(0, seats, 'audience', undefined);
    if (!mine.ok || !audience.ok) throw new Error('not opened');
    expect(d.revoke(0, seats, mine.value.token)).toMatchObject({ ok: false });
    expect(d.revoke(1, seats, audience.value.token)).toMatchObject({ ok: false });
    expect(d.linksFor(1, seats).map((l) => l.token)).toEqual([mine.value.token]);
    expect(d.linksFor(0, seats).map((l) => l.token)).toEqual([audience.value.token]);
    expect(d.revoke(1, seats, mine.value.token)).toMatchObject({ ok: true });
    expect(d.find(mine.value.token)).toBeUndefined();
    expect(d.revoke(1, seats, mine.value.token)).toMatchObject({ ok: false });
  });
});
