// The whole truth's panel: every fact the audience could not see at this step, in sentences, beside the table
// that draws the truth. Read from the rules' `truth` and `view` of the same step; nothing is worked out here.
import { t } from '../i18n/i18n';
import { isGameId, type GameId } from '../lobby/games';
import { cardOf, pirateName as eollisPirate } from '../table/eollis/model';
import { FACTION_WORDS, pirateName as fifteenMenPirate } from '../table/fifteen-men/labels';
import { listed } from '../table/words';

type View = Record<string, unknown>;
type Name = (seat: number) => string;

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** An Eollis Event card's name, in the reader's language (`eollisCards`). */
function eventName(id: string): string {
  return t(`eollisCards:events.${id}.name`, { defaultValue: id });
}

/** The first few of a pile, in order, and how many it holds. */
function pile(deck: 'actions' | 'events' | 'pirates', names: string[]): string {
  const title = t(`replay:facts.decks.${deck}`);
  if (names.length === 0) return t('replay:facts.pileEmpty', { deck: title });
  const shown = names.slice(0, 5);
  const words = { deck: title, count: names.length, cards: shown.join(', ') };
  return names.length > shown.length
    ? t('replay:facts.pileMore', { ...words, more: names.length - shown.length })
    : t('replay:facts.pile', words);
}

function eollisFacts(truth: View, name: Name): string[] {
  const hidden = (truth.hidden ?? {}) as { hands?: unknown; decks?: Record<string, unknown> };
  const held = (c: unknown): string => {
    const card = c as { uid?: unknown; kind?: unknown };
    return cardOf(String(card.uid), String(card.kind)).name;
  };
  const lines = list(hidden.hands).map((hand, seat) => {
    const cards = list(hand).map(held);
    return cards.length === 0
      ? t('replay:facts.holdsNothing', { name: name(seat) })
      : t('replay:facts.holds', { name: name(seat), cards: listed(cards) });
  });
  if (typeof truth.lookoutDraw === 'string')
    lines.push(t('replay:facts.lookoutDrew', { event: eventName(truth.lookoutDraw) }));
  const decks = hidden.decks ?? {};
  lines.push(pile('actions', list(decks.actions).map(held)));
  lines.push(
    pile(
      'events',
      list(decks.events).map((id) => eventName(String(id))),
    ),
  );
  lines.push(
    pile(
      'pirates',
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
    .map((f) =>
      t('replay:facts.faction', { name: name(f.seat), faction: FACTION_WORDS[f.faction] ?? f.faction }),
    );
  const shown = list(audience.ring).map((s) => (s as { pirate: unknown }).pirate);
  const faceDown = list(truth.ring)
    .map((s) => s as { position: number; pirate: string | null; faceUp: boolean })
    .filter((s, i) => s.pirate !== null && shown[i] !== s.pirate)
    .map((s) => t('replay:facts.faceDown', { position: s.position, pirate: fifteenMenPirate(s.pirate) }));
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
    strengths.length === 0
      ? t('replay:facts.nobodyYet')
      : t('replay:facts.strength', { strengths: strengths.join(', ') });
  return [
    t('replay:facts.sends', { name: name(boarding.attacker), party: party(boarding.revealed.attacker) }),
    t('replay:facts.defends', { name: name(boarding.defender), party: party(boarding.revealed.defender) }),
  ];
}

const FACTS = {
  'captains-war': captainsWarFacts,
  'fifteen-men': fifteenMenFacts,
  eollis: (told, _audience, name) => eollisFacts(told, name),
} satisfies Record<GameId, (told: View, audience: View, name: Name) => string[]>;

/** What the audience could not see at this step; empty when nothing is hidden. */
export function hiddenFacts(game: string, truth: unknown, audience: unknown, name: Name): string[] {
  const told = (truth ?? {}) as View;
  const a = (audience ?? {}) as View;
  return isGameId(game) ? FACTS[game](told, a, name) : [];
}
