// The naval battle's overlay as plain data: each fleet's crew, its place and its war bonus, from the rules' event.
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

function at(list: unknown, i: number): number {
  const value: unknown = Array.isArray(list) ? list[i] : undefined;
  return typeof value === 'number' ? value : 0;
}

/** The fleets of a `navalBattle` event, one per sheet; null when the event is not one. */
export function navalFleets(
  sheets: ReadonlyArray<Pick<SheetModel, 'name' | 'colour' | 'you'>>,
  event: Record<string, unknown>,
): NavalFleet[] | null {
  if (event.type !== 'navalBattle' || !Array.isArray(event.strengths)) return null;
  return sheets.map((s, i) => {
    const strength = at(event.strengths, i);
    const rank = at(event.ranks, i);
    const warBonus = at(event.warBonus, i);
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
