// The TV's order of tables: most people, then the closest race, then the longest running.
import { livelier } from './registry';

describe('the TV’s order', () => {
  it('puts the most people first, then the closest race (known before unknown), then the oldest table', () => {
    const tables = {
      lonely: { people: 1, race: 0, startedAt: 1 },
      closeAndNew: { people: 3, race: 1, startedAt: 50 },
      wideAndOld: { people: 3, race: 9, startedAt: 10 },
      unknownRace: { people: 3, race: null, startedAt: 5 },
      closeAndOld: { people: 3, race: 1, startedAt: 20 },
    };
    const order = Object.entries(tables)
      .sort(([, a], [, b]) => livelier(a, b))
      .map(([name]) => name);
    expect(order).toEqual(['closeAndOld', 'closeAndNew', 'wideAndOld', 'unknownRace', 'lonely']);
  });
});
