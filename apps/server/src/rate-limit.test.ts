// Per-address limits: what counts as one address, and a limit counted in memory.
import { addressLimit } from './cluster/limits';
import { clientAddress, limitKey } from './rate-limit';

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

describe('a per-address limit in one process', () => {
  it('refuses a key at its limit, and counts each limit and each key apart', async () => {
    const limit = addressLimit('test-a', 2, 60);
    expect(await limit.reached('a')).toBe(false);
    expect(await limit.take('a')).toBe(true);
    expect(await limit.take('a')).toBe(true);
    expect(await limit.reached('a')).toBe(true);
    expect(await limit.take('a')).toBe(false);
    expect(await limit.take('b')).toBe(true);
    expect(await addressLimit('test-b', 2, 60).take('a')).toBe(true);
  });
});
