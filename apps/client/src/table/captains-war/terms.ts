// Captains' War's recurring words in the reader's language: resources, tracks, acquisitions, "you" and lists.
import { t } from '../../i18n/i18n';

const RESOURCES = ['pearl', 'wood', 'gem', 'barrel', 'joker'];

/** A Captains' War message: `cw('log.diceRolled')`. */
export function cw(key: string, params: Record<string, unknown> = {}): string {
  return t(`captainsWar:${key}`, params);
}

/** A resource's bare word: "pearl" (an offer's short button, an unknown resource as it came). */
export function resourceWord(resource: unknown): string {
  const r = String(resource);
  return RESOURCES.includes(r) ? cw(`resource.${r}.word`) : r;
}

/** "a pearl": one resource with its article. */
export function aResource(resource: unknown): string {
  const r = String(resource);
  return RESOURCES.includes(r) ? cw(`resource.${r}.a`) : `a ${r}`;
}

/** "1 pearl", "2 pearls": a counted resource. */
export function resourceCount(resource: unknown, count: number): string {
  const r = String(resource);
  return RESOURCES.includes(r) ? cw(`resource.${r}.count`, { count }) : `${count} ${r}s`;
}

/** The acquisitions' message key from the rules' English name ("Captain's hat" → "captainshat"). */
function itemKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z]/g, '');
}

/** An acquisition's name as its sheet prints it: "Parrot". */
export function itemName(name: unknown): string {
  const n = String(name);
  return t(`captainsWar:item.${itemKey(n)}.name`, { defaultValue: n });
}

/** An acquisition with its article: "the Parrot". */
export function theItem(name: unknown): string {
  const n = String(name);
  return t(`captainsWar:item.${itemKey(n)}.the`, { defaultValue: `the ${n}` });
}

export type Line = 'attributes' | 'boats';

export function lineOf(line: unknown): Line {
  return line === 'boats' ? 'boats' : 'attributes';
}

/** "you" / "vous" as a sentence names the viewer mid-way; `You` at its start. */
export function youWord(start = false): string {
  return cw(start ? 'you.start' : 'you.mid');
}

/** "Anne", "Anne and Bart", "Anne, Bart and Cora" (as the English log always said it: no serial comma). */
export function andList(items: ReadonlyArray<string>): string {
  if (items.length <= 1) return items[0] ?? '';
  return cw('list', { rest: items.slice(0, -1).join(', '), last: items.at(-1) ?? '' });
}

/** The captain a sheet or seat number names when it has no name: "Captain 3". */
export function captainName(captain: number): string {
  return cw('captain', { n: captain + 1 });
}

/** A chest's count as the sheet says it: "2 pearl" in English (the word as a label), "2 perles" in French. */
export function resourceStock(resource: unknown, count: number): string {
  const r = String(resource);
  return RESOURCES.includes(r) ? cw(`resource.${r}.stock`, { count }) : `${count} ${r}`;
}

/** An acquisition's name where the sheet has little room: "Hat" for "Captain's hat". */
export function itemShort(name: unknown): string {
  const n = String(name);
  return t(`captainsWar:item.${itemKey(n)}.short`, { defaultValue: itemName(n) });
}
