// The action bar's rows: a command phase's offers share a few titled rows, each button a short word.
import type { CaptainsWarAction } from '@flotilla/rules/captains-war';
import type { SheetModel, TableModel } from './model';
import { actionOrder } from './labels';
import { offerGroup } from './offer-groups';

function sheet(captain: number, name: string): SheetModel {
  return {
    captain,
    name,
    colour: 'teal',
    bot: false,
    gold: 12,
    goldCircled: 12,
    chest: [1, 1, 1, 1],
    crew: [1, 1, 1, 0, 0, 0],
    crewCircled: [1, 1, 1, 0, 0, 0],
    acquired: { attributes: 1, boats: 0 },
    track: { attributes: 0, boats: 0 },
    commandBonus: { attributes: 0, boats: 0 },
    battles: 0,
    chart: [],
    picks: [],
    grapplingHook: false,
    commandDone: false,
    active: captain === 0,
    awaited: captain === 0,
    you: captain === 0,
  };
}

const model: TableModel = {
  status: 'playing',
  mode: 'duel',
  turn: 2,
  active: 0,
  phase: 'command',
  dice: [
    { die: 'yellow', gold: 4 },
    { die: 'blue', resource: 'wood', count: 2 },
    { die: 'blue', resource: 'joker', count: 1 },
    { die: 'blue', resource: 'gem', count: 1 },
    { die: 'red', track: 'boats' },
    { die: 'black', strength: 5 },
  ],
  setAside: -1,
  you: 0,
  sheets: [sheet(0, 'Anne'), sheet(1, 'Bart')],
  boarding: null,
  awaiting: [0],
  legendName: '',
  unoffered: [],
};

describe('offerGroup', () => {
  it('puts a command phase of eleven offers into four rows and one button', () => {
    const offers: CaptainsWarAction[] = [
      { type: 'endCommand' },
      { type: 'acquire', line: 'attributes' },
      { type: 'acquire', line: 'boats' },
      ...[1, 2, 3, 4].map((strength) => ({ type: 'recruit', strength }) as const),
      ...(['pearl', 'wood', 'gem', 'barrel'] as const).map(
        (resource) => ({ type: 'buy', resource }) as const,
      ),
    ];
    offers.sort((a, b) => actionOrder(a) - actionOrder(b));
    const rows: string[] = [];
    for (const offer of offers) {
      const key = offerGroup(offer, model)?.key ?? offer.type;
      if (rows.at(-1) !== key) rows.push(key);
    }
    expect(rows).toEqual(['acquire', 'recruit', 'buy', 'endCommand']);
    expect(offerGroup({ type: 'acquire', line: 'attributes' }, model)?.short).toBe("Captain's hat 3 RP");
    expect(offerGroup({ type: 'recruit', strength: 3 }, model)?.short).toBe('S3 · 4 GP');
    expect(offerGroup({ type: 'buy', resource: 'gem' }, model)).toEqual({
      key: 'buy',
      title: 'Buy (3 GP)',
      short: 'gem',
    });
  });

  it('names each die and joker choice in the loot row', () => {
    expect(offerGroup({ type: 'pick', die: 0 }, model)?.short).toBe('1: 4 GP');
    expect(offerGroup({ type: 'pick', die: 2, joker: 'pearl' }, model)?.short).toBe('3: joker as pearl');
    expect(offerGroup({ type: 'setAside', die: 5 }, model)?.short).toBe('6: a Strength 5 pirate');
  });

  it('leaves the offers that stand alone on buttons of their own', () => {
    const alone: ReadonlyArray<CaptainsWarAction> = [
      { type: 'roll' },
      { type: 'holdFire' },
      { type: 'lock' },
      { type: 'endCommand' },
      { type: 'reward', reward: 'gold' },
    ];
    for (const offer of alone) expect(offerGroup(offer, model)).toBeNull();
  });
});
