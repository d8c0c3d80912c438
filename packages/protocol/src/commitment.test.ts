// The setup and log commitments: stable, order-free over keys, and broken by any edit.
import { createHash } from 'node:crypto';
import {
  canonicalJson,
  logHashes,
  nextLogHash,
  portableSha256Hex,
  setupHash,
  unseenHash,
  type TableSetup,
} from './commitment';

const setup: TableSetup = {
  game: 'captains-war',
  seats: 3,
  options: { armsMaster: 0 },
  seed: 'a'.repeat(64),
};
const log = [
  { seat: 0, action: { type: 'roll' } },
  { seat: 0, action: { type: 'pick', die: 2 } },
  { seat: 1, action: { type: 'commit', strength: 3 } },
];

describe('the setup hash', () => {
  it('commits to the game, the seats, the options and the seed together', () => {
    const hash = setupHash(setup);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(setupHash({ ...setup })).toBe(hash);
    expect(setupHash({ ...setup, options: { armsMaster: 1 } })).not.toBe(hash);
    expect(setupHash({ ...setup, seats: 4 })).not.toBe(hash);
    expect(setupHash({ ...setup, game: 'eollis' })).not.toBe(hash);
    expect(setupHash({ ...setup, seed: 'b'.repeat(64) })).not.toBe(hash);
  });
  it('does not depend on the order of the options’ keys', () => {
    expect(setupHash({ ...setup, options: { a: 1, b: [2, { c: 3, d: 4 }] } })).toBe(
      setupHash({ ...setup, options: { b: [2, { d: 4, c: 3 }], a: 1 } }),
    );
    expect(canonicalJson({ b: 1, a: undefined, c: null })).toBe('{"b":1,"c":null}');
  });
});

describe('the log hash chain', () => {
  it('starts at the setup hash and changes with every action', () => {
    const chain = logHashes(setup, log);
    expect(chain).toHaveLength(4);
    expect(chain[0]).toBe(setupHash(setup));
    expect(new Set(chain).size).toBe(4);
    expect(chain[1]).toBe(nextLogHash(setup.seed, chain[0] as string, { seat: 0, action: { type: 'roll' } }));
  });
  it('mixes in the seed: the same actions under another seed give other hashes', () => {
    const other = logHashes({ ...setup, seed: 'c'.repeat(64) }, log);
    expect(other[2]).not.toBe(logHashes(setup, log)[2]);
  });
  it('accepts the log a client watched, whichever public versions it saw', () => {
    const chain = logHashes(setup, log);
    expect(unseenHash(setup, log, [chain[0], chain[2], chain[3]] as string[])).toBeNull();
    expect(unseenHash(setup, log, [])).toBeNull();
  });
  it('catches an edited action, an edited option and a reordered log', () => {
    const chain = logHashes(setup, log);
    const seen = [chain[1], chain[3]] as string[];
    const edited = [log[0], { seat: 0, action: { type: 'pick', die: 3 } }, log[2]] as typeof log;
    expect(unseenHash(setup, edited, seen)).toBe(chain[3]);
    expect(unseenHash({ ...setup, options: {} }, log, seen)).toBe(chain[1]);
    expect(unseenHash(setup, [log[1], log[0], log[2]] as typeof log, seen)).not.toBeNull();
  });
});

describe('a native SHA-256', () => {
  it('hashes exactly as the portable one, so the server and the browser agree', () => {
    const native = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
    for (const text of [
      '',
      'a',
      'é€😀',
      '\ud800 lone',
      'x'.repeat(1000),
      canonicalJson({ b: [1, { z: 'é' }], a: null }),
    ])
      expect(native(text)).toBe(portableSha256Hex(text));
  });

  it('orders any keys as a plain sort does', () => {
    const alphabet = ['a', 'B', 'é', '1', '_', 'z', 'Z', '😀'];
    for (let n = 0; n < 200; n++) {
      const record: Record<string, number> = {};
      for (let k = 0; k < n % 12; k++)
        record[alphabet.map((c, i) => ((n * 7 + k * 13 + i) % 3 === 0 ? c : '')).join('') + k] = k;
      const sorted = Object.keys(record).sort();
      expect(canonicalJson(record)).toBe(
        `{${sorted.map((key) => `${JSON.stringify(key)}:${record[key]}`).join(',')}}`,
      );
    }
  });

  it('sorts keys by code units, as the chain has always been computed', () => {
    expect(canonicalJson({ b: 1, a: { d: undefined, c: [undefined, 2] }, B: 'x', '10': 0, '9': 1 })).toBe(
      '{"10":0,"9":1,"B":"x","a":{"c":[null,2]},"b":1}',
    );
  });
});
