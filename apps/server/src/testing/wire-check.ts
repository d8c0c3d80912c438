// The wire check of `wire.test.ts` and of the cluster's test: every state a client decoded is what the rules let
// that viewer see at one step of the game, in order, and no card hidden from that viewer at that step appears in it.
import type { AnyGame } from '@flotilla/rules';
import type { EollisState } from '@flotilla/rules/eollis';
import type { FifteenMenState } from '@flotilla/rules/fifteen-men';
import { secretsHiddenFrom } from '@flotilla/rules/testing';
import type { Watched } from './clients';
import { TABLE_KEY, type GameId, type ProjectedStep } from './replayed-table';

/**
 * 15 Men: the rules' own list of what a viewer must not learn (face-down pirates it has not seen, the boxed ones),
 * as card ids. Its factions entries are view fragments; the wire's factions are checked by the leak test.
 */
function hiddenPirates(rules: FifteenMenState, viewer: number | null): string[] {
  return secretsHiddenFrom(rules, viewer ?? 'spectator').flatMap((secret) => {
    const id = /^"([^"]+)"$/.exec(secret)?.[1];
    return id === undefined ? [] : [id];
  });
}

/**
 * Eollis: the other Clans' cards in hand, the Action deck, the Event deck (its order is the secret), the Pirate
 * deck and an Event the Lookout holds for itself. Every card has an id of its own, so none appears by chance.
 */
function hiddenEollisCards(game: AnyGame, rules: EollisState, viewer: number | null): string[] {
  if (game.outcome(rules) !== null) return [];
  const hands = rules.clans.flatMap((clan) => (clan.seat === viewer ? [] : clan.hand.map((c) => c.uid)));
  const lookout = (game.view(rules, viewer ?? 'spectator') as { lookoutDraw: string | null }).lookoutDraw;
  const held = rules.lookoutDraw !== null && lookout === null ? [rules.lookoutDraw] : [];
  return [...hands, ...rules.actionDeck.map((c) => c.uid), ...rules.eventDeck, ...rules.pirateDeck, ...held];
}

function hiddenFrom(game: AnyGame, rules: unknown, viewer: number | null): string[] {
  if (game.id === 'fifteen-men') return hiddenPirates(rules as FifteenMenState, viewer);
  if (game.id === 'eollis') return hiddenEollisCards(game, rules as EollisState, viewer);
  return [];
}

/** The id as a JSON string, or as one inside a JSON string field (the secrets and events are JSON). */
function shows(json: string, id: string): boolean {
  return json.includes(`"${id}"`) || json.includes(`\\"${id}\\"`);
}

interface DecodedTable {
  status: string;
  secrets?: Record<string, { secret: string; legal: string }>;
  [table: string]: unknown;
}

/** Card ids of the game that appear in a JSON text: what a viewer was shown. */
const CARD_IDS: Partial<Record<GameId, RegExp>> = {
  eollis: /\b(?:k\d+|ev-[a-z0-9-]+|p-[a-z0-9-]+)\b/g,
};

/**
 * Walks the client's decoded states in order, matching each with the first step at or after the last match whose
 * projection for this viewer it equals. A card the rules showed this viewer once (its own hand, a card played) stays
 * known to it: an event list it heard may name it later. Returns how many hidden cards were checked absent.
 */
export function checkWire(
  client: Watched,
  game: AnyGame,
  steps: ReadonlyArray<ProjectedStep>,
  seed: string,
): number {
  const key = TABLE_KEY[game.id as GameId];
  const seat = client.seat;
  let step = 0;
  let checked = 0;
  let matched = 0;
  const known = new Set<string>();
  let learnedUpTo = -1;
  const learn = (upTo: number) => {
    const ids = CARD_IDS[game.id as GameId];
    for (; learnedUpTo < upTo;) {
      learnedUpTo++;
      if (ids === undefined) continue;
      const seen = JSON.stringify(
        game.view((steps[learnedUpTo] as ProjectedStep).rules, seat ?? 'spectator'),
      );
      for (const id of seen.match(ids) ?? []) known.add(id);
    }
  };
  for (const json of client.states) {
    const decoded = JSON.parse(json) as DecodedTable;
    if (decoded.status !== 'playing' && decoded.status !== 'over') continue;
    const table = JSON.stringify(decoded[key]);
    const mine = seat === null ? null : decoded.secrets?.[String(seat)];
    const equal = (candidate: ProjectedStep) =>
      candidate.table === table &&
      (seat === null ||
        (candidate.seats[seat]?.secret === mine?.secret && candidate.seats[seat]?.legal === mine?.legal));
    while (step < steps.length && !equal(steps[step] as ProjectedStep)) step++;
    if (step === steps.length) {
      throw new Error(
        `${seat === null ? 'the spectator' : `seat ${seat}`} decoded a table that is no step's projection ` +
          `for it (after ${matched} matched states): ${table.slice(0, 300)}`,
      );
    }
    matched++;
    const current = steps[step] as ProjectedStep;
    learn(step);
    for (const id of hiddenFrom(game, current.rules, seat)) {
      if (known.has(id)) continue;
      if (shows(json, id)) {
        const at = json.indexOf(id);
        throw new Error(
          `${id} is hidden from ${seat === null ? 'the spectator' : `seat ${seat}`} at step ${step} but was sent: …${json.slice(Math.max(0, at - 200), at + 100)}…`,
        );
      }
      checked++;
    }
    if (decoded.status !== 'over' && json.includes(seed)) throw new Error('the seed was sent before the end');
  }
  expect(matched).toBeGreaterThan(steps.length / 10);
  return checked;
}
