// The whole truth's panel: every fact the audience could not see at this step, in sentences, beside the table
// that draws the truth. Read from the rules' `truth` and `view` of the same step; nothing is worked out here.
import type { HeldCard } from '@flotilla/rules/eollis';
import type { WireView } from '@flotilla/protocol/wire';
import { t } from '../i18n/i18n';
import { isGameId, type GameId } from '../lobby/games';
import { cardOf, pirateName as eollisPirate } from '../table/eollis/model';
import { FACTION_WORDS, pirateName as fifteenMenPirate } from '../table/fifteen-men/labels';
import { listed } from '../table/words';

type View<G extends GameId> = WireView<G>;
type Name = (seat: number) => string;

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

function eollisFacts(truth: View<'eollis'>, name: Name): string[] {
  const held = (card: HeldCard): string => cardOf(card.uid, card.kind).name;
  const lines = (truth.hidden?.hands ?? []).map((hand, seat) => {
    const cards = hand.map(held);
    return cards.length === 0
      ? t('replay:facts.holdsNothing', { name: name(seat) })
      : t('replay:facts.holds', { name: name(seat), cards: listed(cards) });
  });
  if (typeof truth.lookoutDraw === 'string')
    lines.push(t('replay:facts.lookoutDrew', { event: eventName(truth.lookoutDraw) }));
  const decks = truth.hidden?.decks;
  lines.push(pile('actions', (decks?.actions ?? []).map(held)));
  lines.push(pile('events', (decks?.events ?? []).map(eventName)));
  lines.push(
    pile(
      'pirates',
      (decks?.pirates ?? []).map((id) => eollisPirate(id)),
    ),
  );
  return lines;
}

function fifteenMenFacts(truth: View<'fifteen-men'>, audience: View<'fifteen-men'>, name: Name): string[] {
  const known = new Set(audience.factions.map((f) => f.seat));
  const factions = truth.factions
    .filter((f) => !known.has(f.seat))
    .map((f) =>
      t('replay:facts.faction', { name: name(f.seat), faction: FACTION_WORDS[f.faction] ?? f.faction }),
    );
  const shown = audience.ring.map((s) => s.pirate);
  const faceDown = truth.ring
    .filter((s, i) => s.pirate !== null && shown[i] !== s.pirate)
    .map((s) => t('replay:facts.faceDown', { position: s.position, pirate: fifteenMenPirate(s.pirate) }));
  return [...factions, ...faceDown];
}

function captainsWarFacts(truth: View<'captains-war'>, audience: View<'captains-war'>, name: Name): string[] {
  const told = audience.boarding?.revealed;
  const boarding = truth.boarding;
  if (boarding === null || boarding.revealed === null || (told !== null && told !== undefined)) return [];
  const party = (strengths: ReadonlyArray<number>): string =>
    strengths.length === 0
      ? t('replay:facts.nobodyYet')
      : t('replay:facts.strength', { strengths: strengths.join(', ') });
  return [
    t('replay:facts.sends', { name: name(boarding.attacker), party: party(boarding.revealed.attacker) }),
    t('replay:facts.defends', { name: name(boarding.defender), party: party(boarding.revealed.defender) }),
  ];
}

type Facts<G extends GameId> = (truth: View<G>, audience: View<G>, name: Name) => string[];

const FACTS = {
  'captains-war': captainsWarFacts,
  'fifteen-men': fifteenMenFacts,
  eollis: (truth, _audience, name) => eollisFacts(truth, name),
} satisfies { readonly [G in GameId]: Facts<G> };

/** What the audience could not see at this step; empty when nothing is hidden. */
export function hiddenFacts(game: string, truth: unknown, audience: unknown, name: Name): string[] {
  if (!isGameId(game) || typeof truth !== 'object' || truth === null || typeof audience !== 'object')
    return [];
  // Both views are the rules' own of this game (the replay's `game` is found by this id): typed by it here, once.
  const facts = FACTS[game] as Facts<GameId>;
  return facts(truth as View<GameId>, (audience ?? truth) as View<GameId>, name);
}
