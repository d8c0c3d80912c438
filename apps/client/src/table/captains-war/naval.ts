// The naval battle's overlay as plain data: each fleet's crew, its place and its war bonus, from the rules' event.
import type { HeardEvent } from '@flotilla/protocol/wire';
import { language } from '../../i18n/i18n';
import type { SheetModel } from './model';
import { cw, youWord } from './terms';

export interface NavalFleet {
  readonly name: string;
  readonly colour: string;
  readonly strength: number;
  /** 1 for the strongest crew, as the rules rank them (ties share a place). */
  readonly rank: number;
  readonly warBonus: number;
  /** What the overlay prints over the ship: "1st +15 RP", or "—" for an empty crew, which takes no part. */
  readonly verdict: string;
}

/** "1st", "2nd", "11th" (French "1er", "2e"): a place as the language writes it. */
export function ordinal(n: number): string {
  const form = new Intl.PluralRules(language(), { type: 'ordinal' }).select(n);
  return cw(`naval.ordinal.${['one', 'two', 'few'].includes(form) ? form : 'other'}`, { n });
}

/** The fleets of a `navalBattle` event, one per sheet; null when the event is not one. */
export function navalFleets(
  sheets: ReadonlyArray<Pick<SheetModel, 'name' | 'colour' | 'you'>>,
  event: HeardEvent<'captains-war'>,
): NavalFleet[] | null {
  if (event.type !== 'navalBattle') return null;
  return sheets.map((s, i) => {
    const strength = event.strengths[i] ?? 0;
    const rank = event.ranks[i] ?? 0;
    const warBonus = event.warBonus[i] ?? 0;
    return {
      name: s.you ? youWord(true) : s.name,
      colour: s.colour,
      strength,
      rank,
      warBonus,
      verdict:
        strength > 0 && rank > 0 ? cw('naval.verdict', { place: ordinal(rank), bonus: warBonus }) : '—',
    };
  });
}
