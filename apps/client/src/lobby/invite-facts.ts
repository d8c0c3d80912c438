// What an invite link says about its table before anyone sits down: the game, its size, the host, the seats taken.
import { gameCard, type GameId } from './games';
import type { InviteCard } from '../net/invite-card';

/** The lobby's game for this table, when it is one of ours. */
export function inviteGame(card: InviteCard): GameId | null {
  return gameCard(card.game ?? '')?.id ?? null;
}

/** "Eollis: Pirates des Vents · 3 players · hosted by Anne · 1 of 3 seats taken" (what is known of it). */
export function inviteFacts(card: InviteCard): string {
  const title = gameCard(card.game ?? '')?.title ?? 'A table';
  const size = card.players === undefined ? null : card.players === 1 ? 'solo' : `${card.players} players`;
  const host = card.host ? `hosted by ${card.host}` : null;
  const seats =
    card.status === 'waiting' && card.players !== undefined && card.seated !== undefined
      ? `${card.seated} of ${card.players} seats taken`
      : card.status === 'playing'
        ? 'the game has started'
        : card.status === 'over'
          ? 'the game is over'
          : null;
  return [title, size, host, seats].filter((part) => part !== null).join(' · ');
}
