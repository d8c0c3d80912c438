// The action bar's rows for Eollis: offers that differ by one choice share a row under one title ("Board Jack
// Tempête: [Captain] [Second] …", "Give Murder: [Bot 2] [Bot 3]"), each button a short word (its full sentence
// stays its accessible name), so that boarding's many offers take rows of short words, not one long button each.
import type { OfferGroup } from '../game-table';
import { clanName, postWord } from './labels';
import { pirateName, type EollisModel } from './model';

function handCard(model: EollisModel, uid: unknown): string {
  return model.hand?.find((c) => c.uid === uid)?.name ?? 'a card';
}

/** The row an offer belongs to; null for an offer that stands alone (pass, continue, a lone choice). */
export function offerGroup(action: Record<string, unknown>, model: EollisModel): OfferGroup | null {
  const pirate = typeof action.pirate === 'string' ? pirateName(action.pirate) : '';
  switch (action.type) {
    case 'board':
      return {
        key: `board:${String(action.pirate)}`,
        title: `Board ${pirate}`,
        short: action.post === 'hold' ? 'the hold' : postWord(action.post),
        family: 'Board',
        fold: pirate,
      };
    case 'giveCard':
      return {
        key: `giveCard:${String(action.card)}`,
        title: `Give ${handCard(model, action.card)}`,
        short: clanName(model, action.to),
        family: 'Give',
        fold: handCard(model, action.card),
      };
    case 'giveGold':
      return { key: 'giveGold', title: 'Give 1 gold', short: clanName(model, action.to) };
    case 'recruit':
      return { key: 'recruit', title: 'Recruit', short: pirate };
    case 'propose':
      return { key: 'propose', title: 'Propose for Captain', short: pirate };
    case 'attempt':
      return { key: 'attempt', title: 'Faces the Event', short: pirate };
    case 'kill':
      return { key: 'kill', title: 'Dies', short: pirate };
    case 'sacrifice':
      return { key: 'sacrifice', title: 'Sacrifice', short: pirate };
    case 'save':
      return { key: 'save', title: 'Save', short: pirate };
    case 'placeGold':
      return { key: 'placeGold', title: 'Put 1 gold on', short: pirate };
    case 'dismiss':
      return { key: 'dismiss', title: 'Dismiss', short: pirate };
    case 'discard':
      return { key: 'discard', title: 'Discard', short: handCard(model, action.card) };
    case 'brawl':
      return {
        key: `brawl:${String(action.card)}`,
        title: handCard(model, action.card),
        short: `${clanName(model, action.target)}${pirate ? ` (${pirate})` : ''}`,
      };
    default:
      return null;
  }
}
