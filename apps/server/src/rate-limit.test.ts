// Per-address limits: what counts as one address, and a bounded memory that never forgives everyone at once.
import { MAX_COUNTED_KEYS, WindowCounter, clientAddress, limitKey } from './rate-limit';

describe('the key a per-address limit counts', () => {
  it('is an IPv4 address as it is, also when the socket writes it as IPv6', () => {
    expect(limitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(limitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 network of an IPv6 address, however it is written', () => {
    const key = '2001:db8:85a3:8d3::/64';
    expect(limitKey('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe(key);
    expect(limitKey('2001:0DB8:85a3:08d3::1')).toBe(key);
    expect(limitKey('2001:db8:85a3:8d3::dead:beef%eth0')).toBe(key);
    expect(limitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitKey('::1')).toBe('0:0:0:0::/64');
  });

  it('is taken from the socket, or behind a trusted proxy from the address it appended', () => {
    const req = (forwarded: string | undefined, peer: string) => ({
      headers: { 'x-forwarded-for': forwarded },
      socket: { remoteAddress: peer },
    });
    expect(clientAddress(req('9.9.9.9', '2001:db8:1:2::5'), false)).toBe('2001:db8:1:2::/64');
    expect(clientAddress(req('1.1.1.1, 2001:db8:1:2::99', '10.0.0.1'), true)).toBe('2001:db8:1:2::/64');
  });
});

describe('a window counter', () => {
  it('blocks a key at its limit until the window ends', () => {
    let now = 0;
    const counter = new WindowCounter(2, 1000, () => now);
    counter.count('a');
    expect(counter.blocked('a')).toBe(false);
    counter.count('a');
    expect(counter.blocked('a')).toBe(true);
    now = 1000;
    expect(counter.blocked('a')).toBe(false);
  });

  it('keeps the newest counts when it holds too many keys, not none', () => {
    let now = 0;
    const counter = new WindowCounter(1, 60_000, () => now);
    counter.count('offender');
    for (let i = 0; i < MAX_COUNTED_KEYS; i++) {
      now = 1;
      counter.count(`sprayed-${i}`);
    }
    // The oldest count went to make room; the latest are still blocked.
    expect(counter.blocked('offender')).toBe(false);
    expect(counter.blocked(`sprayed-${MAX_COUNTED_KEYS - 1}`)).toBe(true);
    expect(counter.blocked('sprayed-1')).toBe(true);
  });
});
