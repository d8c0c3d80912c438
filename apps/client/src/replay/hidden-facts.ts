// The whole truth's panel: every fact the audience could not see at this step, in sentences, beside the table
// that draws the truth. Read from the rules' `truth` and `view` of the same step; nothing is worked out here.
import { cardOf, eventOf, pirateName as eollisPirate } from '../table/eollis/model';
import { FACTION_WORDS, pirateName as fifteenMenPirate } from '../table/fifteen-men/labels';
import { listed } from '../table/words';

type View = Record<string, unknown>;
type Name = (seat: number) => string;

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The first few of a pile, in order, and how many it holds. */
function pile(title: string, names: string[]): string {
  if (names.length === 0) return `${title}: empty.`;
  const shown = names.slice(0, 5);
  const more = names.length > shown.length ? `, then ${names.length - shown.length} more` : '';
  return `${title} (${names.length}), next first: ${shown.join(', ')}${more}.`;
}

function eollisFacts(truth: View, name: Name): string[] {
  const hidden = (truth.hidden ?? {}) as { hands?: unknown; decks?: Record<string, unknown> };
  const held = (c: unknown): string => {
    const card = c as { uid?: unknown; kind?: unknown };
    return cardOf(String(card.uid), String(card.kind)).name;
  };
  const lines = list(hidden.hands).map((hand, seat) => {
    const cards = list(hand).map(held);
    return `${name(seat)} holds ${cards.length === 0 ? 'no card' : listed(cards)}.`;
  });
  if (typeof truth.lookoutDraw === 'string')
    lines.push(`The Lookout drew ${eventOf(truth.lookoutDraw)?.name ?? truth.lookoutDraw}.`);
  const decks = hidden.decks ?? {};
  lines.push(pile('Action deck', list(decks.actions).map(held)));
  lines.push(
    pile(
      'Event deck',
      list(decks.events).map((id) => eventOf(String(id))?.name ?? String(id)),
    ),
  );
  lines.push(
    pile(
      'Pirate deck',
      list(decks.pirates).map((id) => eollisPirate(String(id))),
    ),
  );
  return lines;
}

function fifteenMenFacts(truth: View, audience: View, name: Name): string[] {
  const known = new Set(list(audience.factions).map((f) => (f as { seat: number }).seat));
  const factions = list(truth.factions)
    .map((f) => f as { seat: number; faction: string })
    .filter((f) => !known.has(f.seat))
    .map((f) => `${name(f.seat)} is ${FACTION_WORDS[f.faction] ?? f.faction}.`);
  const shown = list(audience.ring).map((s) => (s as { pirate: unknown }).pirate);
  const faceDown = list(truth.ring)
    .map((s) => s as { position: number; pirate: string | null; faceUp: boolean })
    .filter((s, i) => s.pirate !== null && shown[i] !== s.pirate)
    .map((s) => `#${s.position}, face down, is ${fifteenMenPirate(s.pirate)}.`);
  return [...factions, ...faceDown];
}

function captainsWarFacts(truth: View, audience: View, name: Name): string[] {
  const told = (audience.boarding as { revealed?: unknown } | null)?.revealed;
  const boarding = truth.boarding as {
    attacker: number;
    defender: number;
    revealed: { attacker: number[]; defender: number[] } | null;
  } | null;
  if (boarding === null || boarding.revealed === null || (told !== null && told !== undefined)) return [];
  const party = (strengths: number[]): string =>
    strengths.length === 0 ? 'nobody yet' : `strength ${strengths.join(', ')}`;
  return [
    `${name(boarding.attacker)} sends to the boarding: ${party(boarding.revealed.attacker)}.`,
    `${name(boarding.defender)} defends with: ${party(boarding.revealed.defender)}.`,
  ];
}

/** What the audience could not see at this step; empty when nothing is hidden. */
export function hiddenFacts(game: string, truth: unknown, audience: unknown, name: Name): string[] {
  const t = (truth ?? {}) as View;
  const a = (audience ?? {}) as View;
  if (game === 'eollis') return eollisFacts(t, name);
  if (game === 'fifteen-men') return fifteenMenFacts(t, a, name);
  if (game === 'captains-war') return captainsWarFacts(t, a, name);
  return [];
}
