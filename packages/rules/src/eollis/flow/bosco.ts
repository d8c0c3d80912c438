// The Bosco's card: the top Action card, unseen, to a Clan with room in its hand, for 1 gold.
import type { Seat } from '../../core/types';
import { handLimit, takeActionCard } from '../decks';
import { gainOnPirate, loseGold } from '../gold';
import { emit, ownerOfPost, setPhase, updateClan, type Ctx } from '../state';
import type { EollisState } from '../types';
import { goTo, type Step } from './goto';

export function startBosco(s: EollisState): Step {
  const bosco = ownerOfPost(s, 'bosco');
  const cardsLeft = s.actionDeck.length + s.actionDiscard.length > 0;
  if (bosco !== null && cardsLeft && boscoRecipients(s).length > 0)
    return setPhase(s, { kind: 'bosco', seat: bosco });
  return goTo(s, { to: 'trials' });
}

export function boscoRecipients(s: EollisState): Seat[] {
  return s.clans.filter((c) => c.hand.length < handLimit).map((c) => c.seat);
}

/** The Bosco hands the top Action card, unseen, to a Clan, which pays him 1 gold. */
export function boscoGive(s: EollisState, ctx: Ctx, to: Seat): Step {
  const boscoId = s.posts.bosco;
  const took = takeActionCard(s, ctx);
  let next = took.state;
  const card = took.card;
  if (card !== null) {
    next = updateClan(next, to, (c) => ({ hand: [...c.hand, card] }));
    emit(ctx, { type: 'boscoGave', seat: to });
    emit(ctx, { type: 'cardsReceived', seat: to, cards: [card] }, to);
  }
  const paid = loseGold(next, to, 1);
  next = paid.state;
  if (boscoId !== undefined) next = gainOnPirate(next, boscoId, paid.taken);
  return goTo(next, { to: 'trials' });
}

/** The Bosco's step passes when there is nobody to give to. */
export function skipBosco(s: EollisState): Step {
  return goTo(s, { to: 'trials' });
}
