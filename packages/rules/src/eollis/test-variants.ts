// Test support: Eollis worlds a viewer cannot tell apart (other hands, deck orders, the Lookout's draw, camps).
import type { Dice } from '../core/random';
import type { Viewer } from '../core/types';
import type { EollisState, HeldCard } from './types';

/** Card uids the viewer cannot read: other Clans' hands and the Action deck. */
function hiddenHeld(state: EollisState, viewer: Viewer): Set<string> {
  const uids = new Set(state.actionDeck.map((held) => held.uid));
  for (const clan of state.clans) if (clan.seat !== viewer) for (const held of clan.hand) uids.add(held.uid);
  return uids;
}

/** The state with the kinds of two hidden cards exchanged, each keeping its opaque uid and its place. */
function exchangeKinds(state: EollisState, a: HeldCard, b: HeldCard): EollisState {
  const swap = (held: HeldCard): HeldCard =>
    held.uid === a.uid ? { ...held, kind: b.kind } : held.uid === b.uid ? { ...held, kind: a.kind } : held;
  return {
    ...state,
    actionDeck: state.actionDeck.map(swap),
    clans: state.clans.map((clan) => ({ ...clan, hand: clan.hand.map(swap) })),
  };
}

/** The pile with two entries exchanged that are still in it after the step (so the step drew neither). */
function shuffledPile(
  pile: ReadonlyArray<string>,
  later: ReadonlyArray<string>,
  dice: Dice,
): ReadonlyArray<string> | null {
  const kept = new Set(later);
  const places = pile.flatMap((id, index) => (kept.has(id) ? [index] : []));
  if (places.length < 2) return null;
  const i = places[dice.int(0, places.length - 1)] as number;
  const j = places[dice.int(0, places.length - 1)] as number;
  if (pile[i] === pile[j]) return null;
  const next = [...pile];
  [next[i], next[j]] = [pile[j] as string, pile[i] as string];
  return next;
}

export function hiddenVariants(
  before: EollisState,
  after: EollisState,
  viewer: Viewer,
  dice: Dice,
): EollisState[] {
  if (before.phase.kind === 'over') return [];
  const variants: EollisState[] = [];
  const stillHidden = hiddenHeld(after, viewer);
  const held = [
    ...before.actionDeck,
    ...before.clans.flatMap((clan) => (clan.seat === viewer ? [] : clan.hand)),
  ];
  const candidates = held.filter((card) => stillHidden.has(card.uid));
  const a = candidates[dice.int(0, Math.max(0, candidates.length - 1))];
  const others = candidates.filter((card) => a !== undefined && card.kind !== a.kind);
  const b = others[dice.int(0, Math.max(0, others.length - 1))];
  if (a !== undefined && b !== undefined) variants.push(exchangeKinds(before, a, b));

  const events = shuffledPile(before.eventDeck, after.eventDeck, dice);
  if (events !== null) variants.push({ ...before, eventDeck: events });
  const pirates = shuffledPile(before.pirateDeck, after.pirateDeck, dice);
  if (pirates !== null) variants.push({ ...before, pirateDeck: pirates });

  const lookout = before.phase.kind === 'lookout' ? before.phase.seat : null;
  const draw = before.lookoutDraw;
  if (draw !== null && lookout !== viewer && after.lookoutDraw === draw && after.phase.kind === 'lookout') {
    const kept = new Set(after.eventDeck);
    const other = before.eventDeck.find((id) => kept.has(id) && id !== draw);
    if (other !== undefined) {
      const eventDeck = before.eventDeck.map((id) => (id === other ? draw : id));
      variants.push({ ...before, lookoutDraw: other, eventDeck });
    }
  }

  if (
    before.phase.kind === 'camps' &&
    after.phase.kind === 'camps' &&
    before.options.mutinyAnnouncement === 'secret'
  ) {
    const { mutiny } = before.phase;
    const later = after.phase.mutiny;
    const secret = mutiny.camps.flatMap((camp, seat) =>
      camp === null ||
      later.camps[seat] !== camp ||
      seat === viewer ||
      seat === mutiny.mutineer ||
      seat === mutiny.captainSeat
        ? []
        : [seat],
    );
    const seat = secret[0];
    if (seat !== undefined) {
      const camps = mutiny.camps.map((camp, s) =>
        s === seat ? (camp === 'captain' ? 'mutineers' : 'captain') : camp,
      );
      variants.push({ ...before, phase: { ...before.phase, mutiny: { ...mutiny, camps } } });
    }
  }
  return variants;
}
