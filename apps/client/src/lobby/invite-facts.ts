// What an invite link says about its table before anyone sits down: the game, its size, the host, the seats taken.
import { gameCard, type GameId } from './games';
import type { InviteCard } from '../net/invite-card';
import { t } from '../i18n/i18n';

/** The lobby's game for this table, when it is one of ours. */
export function inviteGame(card: InviteCard): GameId | null {
  return gameCard(card.game ?? '')?.id ?? null;
}

/** What the invite says of the seats: how many are taken, or that the game has started or is over. */
function seatsPart(card: InviteCard): string | null {
  if (card.status === 'waiting' && card.players !== undefined && card.seated !== undefined)
    return t('lobby:invite.seatsTaken', { seated: card.seated, count: card.players });
  if (card.status === 'playing') return t('lobby:invite.started');
  if (card.status === 'over') return t('lobby:invite.over');
  return null;
}

/** "Eollis: Pirates des Vents · 3 players · hosted by Anne · 1 of 3 seats taken" (what is known of it). */
export function inviteFacts(card: InviteCard): string {
  const title = gameCard(card.game ?? '')?.title ?? t('lobby:invite.aTable');
  const size =
    card.players === undefined
      ? null
      : card.players === 1
        ? t('lobby:invite.solo')
        : t('lobby:invite.players', { count: card.players });
  const host = card.host ? t('lobby:invite.hostedBy', { host: card.host }) : null;
  return [title, size, host, seatsPart(card)].filter((part) => part !== null).join(' · ');
}
