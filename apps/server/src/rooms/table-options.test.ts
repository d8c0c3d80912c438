// Public tables' standard options include the public clock; private tables keep the time their host chose.
import { CreateTableOptions, PUBLIC_CLOCK } from '@flotilla/protocol';
import { standardOptions, tableClock } from './table-options';

const parse = (raw: object): CreateTableOptions =>
  CreateTableOptions.parse({ game: 'eollis', players: 3, ...raw });

describe('table options', () => {
  it('give every public table the public clock, and refuse a public table without it', () => {
    expect(tableClock(parse({}), PUBLIC_CLOCK)).toEqual(PUBLIC_CLOCK);
    expect(standardOptions(parse({}), PUBLIC_CLOCK)).toBe(true);
    expect(standardOptions(parse({ turnSeconds: PUBLIC_CLOCK.turnSeconds }), PUBLIC_CLOCK)).toBe(true);
    expect(standardOptions(parse({ turnSeconds: 0 }), PUBLIC_CLOCK)).toBe(false);
    expect(standardOptions(parse({ turnSeconds: 600 }), PUBLIC_CLOCK)).toBe(false);
    expect(PUBLIC_CLOCK.turnSeconds).toBeGreaterThan(0);
    expect(PUBLIC_CLOCK.bankSeconds).toBeGreaterThan(0);
  });

  it('keep a private table’s own time, without a bank', () => {
    expect(tableClock(parse({ private: true }), PUBLIC_CLOCK)).toEqual({ turnSeconds: 0, bankSeconds: 0 });
    expect(tableClock(parse({ private: true, turnSeconds: 60 }), PUBLIC_CLOCK)).toEqual({
      turnSeconds: 60,
      bankSeconds: 0,
    });
  });
});
