import { distinctOffers } from './distinct-offers';

describe('distinctOffers', () => {
  it('keeps one button per label, the first, in order', () => {
    const offers = [
      { type: 'penalty', card: 'k3', pirate: 'a' },
      { type: 'penalty', card: 'k7', pirate: 'a' },
      { type: 'penalty', card: 'k3', pirate: 'b' },
      { type: 'pass' },
    ];
    const label = (a: { type: string; pirate?: string }) =>
      a.type === 'pass' ? 'Pass' : `Pickpocket: −1 on ${a.pirate ?? '?'}'s roll`;
    expect(distinctOffers(offers, label)).toEqual([offers[0], offers[2], offers[3]]);
  });

  it('keeps every action when the labels differ', () => {
    const offers = [{ die: 1 }, { die: 2 }];
    expect(distinctOffers(offers, (a) => `die ${a.die}`)).toEqual(offers);
  });
});
