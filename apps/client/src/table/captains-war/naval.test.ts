// The naval battle's words over each ship: the rules' own places, never shifted by one.
import { navalBattle, PODIUMS } from '@flotilla/rules/captains-war';
import { navalFleets, ordinal } from './naval';

const sheets = ['Anne', 'Bart', 'Bot 3'].map((name, i) => ({ name, colour: 'teal', you: i === 0 }));

describe('navalFleets', () => {
  it('ranks crews of Strength 22, 10 and 0 as 1st, 2nd and out of the battle (the reported "2nd +15 RP")', () => {
    const fleets = navalFleets(sheets, {
      type: 'navalBattle',
      strengths: [22, 10, 0],
      ranks: [1, 2, 3],
      warBonus: [15, 7, 0],
    });
    expect(fleets?.map((f) => f.verdict)).toEqual(['1st  +15 RP', '2nd  +7 RP', '—']);
    expect(fleets?.map((f) => f.name)).toEqual(['You', 'Bart', 'Bot 3']);
  });

  it('reads the ranks the rules give, ties sharing a place', () => {
    const crew = (strengths: number[]) => {
      const counts = [0, 0, 0, 0, 0, 0];
      for (const s of strengths) counts[s - 1] = (counts[s - 1] ?? 0) + 1;
      return counts;
    };
    const captains = [crew([6, 5]), crew([6, 5]), crew([2])].map(
      (c) => ({ crew: c }) as unknown as Parameters<typeof navalBattle>[0][number],
    );
    const battle = navalBattle(captains, PODIUMS.war);
    const fleets = navalFleets(sheets, { type: 'navalBattle', ...battle });
    expect(fleets?.map((f) => f.verdict.split(' ')[0])).toEqual(['1st', '1st', '2nd']);
    expect(fleets?.[0]?.verdict).toBe(`1st  +${PODIUMS.war[0] ?? 0} RP`);
  });

  it('says ordinals as English does', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
    ]);
  });

  it('is null for any other event', () => {
    expect(navalFleets(sheets, { type: 'heldFire', captain: 1 })).toBeNull();
  });
});
