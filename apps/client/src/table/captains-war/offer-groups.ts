// The action bar's rows: offers of one kind share a row under one title, each button a short word (its full
// sentence stays its accessible name), so that a command phase's eleven offers fit in two rows.
import { ACQUISITIONS, recruitCost, RESOURCE_PRICE_GP } from '@flotilla/rules/captains-war/material';
import type { WireAction } from '@flotilla/protocol/wire';
import type { OfferGroup } from '../game-table';
import { describeFace, targetName } from './labels';
import { cw, itemName, lineOf, resourceWord } from './terms';
import type { TableModel } from './model';

function num(value: unknown): number {
  return typeof value === 'number' ? value : -1;
}

/** The row an offer belongs to; null for an offer that stands alone (roll, hold fire, done, a reward). */
export function offerGroup(action: WireAction<'captains-war'>, model: TableModel): OfferGroup | null {
  const die = 'die' in action ? action.die : -1;
  switch (action.type) {
    case 'setAside':
      return {
        key: 'setAside',
        title: cw('group.setAside'),
        short: cw('group.die', { n: die + 1, face: describeFace(model.dice?.[die]) }),
      };
    case 'pick':
      return {
        key: 'pick',
        title: cw('group.pick'),
        short:
          typeof action.joker === 'string'
            ? cw('group.joker', { n: die + 1, resource: resourceWord(action.joker) })
            : cw('group.die', { n: die + 1, face: describeFace(model.dice?.[die]) }),
      };
    case 'acquire': {
      const line = lineOf(action.line);
      const me = model.you === null ? undefined : model.sheets[model.you];
      const next = ACQUISITIONS[line][me?.acquired[line] ?? 0];
      const name = next ? cw('group.item', { item: itemName(next.name), rp: next.rp }) : line;
      return {
        key: 'acquire',
        title: cw('group.acquire'),
        short:
          typeof action.joker === 'string'
            ? cw('group.itemJoker', { name, resource: resourceWord(action.joker) })
            : name,
      };
    }
    case 'recruit':
      return {
        key: 'recruit',
        title: cw('group.recruit'),
        short: cw('group.recruitShort', {
          strength: num(action.strength),
          cost: recruitCost(num(action.strength)),
        }),
      };
    case 'buy':
      return {
        key: 'buy',
        title: cw('group.buy', { price: RESOURCE_PRICE_GP }),
        short: resourceWord(action.resource),
      };
    case 'attack':
      return {
        key: 'attack',
        title: cw('unoffered.attack'),
        short: targetName(model, action.target),
      };
    case 'commit':
      return {
        key: 'commit',
        title: cw('group.commit'),
        short: cw('group.strength', { strength: num(action.strength) }),
      };
    case 'withdraw':
      return {
        key: 'withdraw',
        title: cw('group.withdraw'),
        short: cw('group.strength', { strength: num(action.strength) }),
      };
    default:
      return null;
  }
}
