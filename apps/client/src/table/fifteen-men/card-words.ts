// 15 Men's cards in the reader's language: names and texts from `fifteenMenCards` (loaded with the game's table, or
// by the lobby before it lists the scenarios). The rules' English strings stay the source; an id the messages lack
// falls back to them. The rules' card files are imported one by one, not their index: the lobby imports this module.
import { guards, pirates, scenarios, vessels } from '@flotilla/rules/fifteen-men/material';
import { t } from '../../i18n/i18n';

export type CardGroup = 'pirates' | 'guards' | 'vessels' | 'scenarios';

/** The namespace these words live in: what a screen loads before it shows them. */
export const CARD_WORDS_NAMESPACE = 'fifteenMenCards';

function said(group: CardGroup, id: string, field: 'name' | 'text', fallback: string): string {
  return t(`${CARD_WORDS_NAMESPACE}:${group}.${id}.${field}`, { defaultValue: fallback });
}

interface Words {
  readonly id: string;
  readonly name: string;
  readonly text: string;
}

/** A pirate's or a guard's group and English words, by its id; undefined for an id the rules do not know. */
function rulesCard(id: string): { readonly group: CardGroup; readonly card: Words } | undefined {
  const pirate = (pirates as ReadonlyArray<Words>).find((c) => c.id === id);
  if (pirate !== undefined) return { group: 'pirates', card: pirate };
  const guard = (guards as ReadonlyArray<Words>).find((c) => c.id === id);
  return guard === undefined ? undefined : { group: 'guards', card: guard };
}

/** A pirate's or a guard's name ("Blackbeard", "Barbe-Noire"); undefined for an unknown id. */
export function cardName(id: string): string | undefined {
  const found = rulesCard(id);
  return found && said(found.group, id, 'name', found.card.name);
}

/** A pirate's or a guard's text; undefined for an unknown id. */
export function cardText(id: string): string | undefined {
  const found = rulesCard(id);
  return found && said(found.group, id, 'text', found.card.text);
}

/** Every scenario's id and name, in the rules' order (the lobby's list). */
export function scenarioChoices(): ReadonlyArray<{ readonly id: string; readonly name: string }> {
  return scenarios.map((s) => ({ id: s.id, name: scenarioName(s.id) }));
}

export function vesselName(id: string): string {
  const found = vessels.find((v) => v.id === id);
  return found === undefined ? id : said('vessels', id, 'name', found.name);
}

export function vesselText(id: string): string {
  const found = vessels.find((v) => v.id === id);
  return found === undefined ? '' : said('vessels', id, 'text', found.text);
}

export function scenarioName(id: string): string {
  const found = scenarios.find((s) => s.id === id);
  return found === undefined ? id : said('scenarios', id, 'name', found.name);
}

export function scenarioText(id: string): string {
  const found = scenarios.find((s) => s.id === id);
  return found === undefined ? '' : said('scenarios', id, 'text', found.text);
}
