// The action bar's rows for Eollis: offers that differ by one choice share a row under one title ("Board Jack
// Tempête: [Captain] [Second] …", "Give Murder: [Bot 2] [Bot 3]"), each button a short word (its full sentence
// stays its accessible name), so that boarding's many offers take rows of short words, not one long button each.
import type { WireAction } from '@flotilla/protocol/wire';
import type { OfferGroup } from '../game-table';
import { actionOrder, clanName, postWord } from './labels';
import { eo } from './terms';
import { pirateName, type EollisModel } from './model';

function handCard(model: EollisModel, uid: string): string {
  return model.hand?.find((c) => c.uid === uid)?.name ?? eo('word.aCard');
}

/** The row an offer belongs to; null for an offer that stands alone (pass, continue, a lone choice). */
export function offerGroup(action: WireAction<'eollis'>, model: EollisModel): OfferGroup | null {
  const pirate = 'pirate' in action && action.pirate !== undefined ? pirateName(action.pirate) : '';
  switch (action.type) {
    case 'board':
      return {
        key: `board:${action.pirate}`,
        title: eo('offer.board', { pirate }),
        short: postWord(action.post),
        family: eo('offer.boardFamily'),
        fold: pirate,
      };
    case 'giveCard':
      return {
        key: `giveCard:${action.card}`,
        title: eo('offer.give', { card: handCard(model, action.card) }),
        short: clanName(model, action.to),
        family: eo('offer.giveFamily'),
        fold: handCard(model, action.card),
      };
    case 'giveGold':
      return { key: 'giveGold', title: eo('offer.giveGold'), short: clanName(model, action.to) };
    case 'recruit':
      return { key: 'recruit', title: eo('offer.recruit'), short: pirate };
    case 'propose':
      return { key: 'propose', title: eo('offer.propose'), short: pirate };
    case 'attempt':
      return { key: 'attempt', title: eo('offer.attempt'), short: pirate };
    case 'kill':
      return { key: 'kill', title: eo('offer.kill'), short: pirate };
    case 'sacrifice':
      return { key: 'sacrifice', title: eo('offer.sacrifice'), short: pirate };
    case 'save':
      return { key: 'save', title: eo('offer.save'), short: pirate };
    case 'placeGold':
      return { key: 'placeGold', title: eo('offer.placeGold'), short: pirate };
    case 'dismiss':
      return { key: 'dismiss', title: eo('offer.dismiss'), short: pirate };
    case 'captainSwap': {
      // A dozen pirates or more: one row per Clan, so that each row is a few names (a phone folds them by Clan).
      const clan = clanName(model, model.pirates[action.pirate]?.owner);
      return {
        key: `captainSwap:${clan}`,
        title: eo('offer.captainSwapOf', { clan }),
        short: pirate,
        family: eo('offer.captainSwap'),
        fold: clan,
      };
    }
    case 'discard':
      return { key: 'discard', title: eo('offer.discard'), short: handCard(model, action.card) };
    case 'brawl':
      return {
        key: `brawl:${action.card}`,
        title: handCard(model, action.card),
        short: pirate
          ? eo('offer.target', { clan: clanName(model, action.target), pirate })
          : clanName(model, action.target),
      };
    default:
      return null;
  }
}

/**
 * The bar's order of the offers: by kind (`actionOrder`), and the Captain's swaps by their pirate's Clan, so that
 * each Clan's row is one run of offers (a row gathers consecutive offers only).
 */
export function offerOrder(action: WireAction<'eollis'>, model: EollisModel | null): number {
  const rank = actionOrder(action);
  if (action.type !== 'captainSwap' || model === null) return rank;
  // At most five Clans: the fraction stays below the next kind's rank.
  return rank + ((model.pirates[action.pirate]?.owner ?? 0) + 1) / 10;
}
