// The action bar's rows: offers of one kind share a row under one title, each button a short word (its full
// sentence stays its accessible name), so that a command phase's eleven offers fit in two rows.
import { ACQUISITIONS, recruitCost, RESOURCE_PRICE_GP } from '@flotilla/rules/src/captains-war/sheet';
import type { OfferGroup } from '../game-table';
import { describeFace } from './labels';
import type { TableModel } from './model';

function num(value: unknown): number {
  return typeof value === 'number' ? value : -1;
}

/** The row an offer belongs to; null for an offer that stands alone (roll, hold fire, done, a reward). */
export function offerGroup(action: Record<string, unknown>, model: TableModel): OfferGroup | null {
  const die = num(action.die);
  switch (action.type) {
    case 'setAside':
      return { key: 'setAside', title: 'Set aside', short: `${die + 1}: ${describeFace(model.dice?.[die])}` };
    case 'pick':
      return {
        key: 'pick',
        title: 'Take',
        short:
          typeof action.joker === 'string'
            ? `${die + 1}: joker as ${action.joker}`
            : `${die + 1}: ${describeFace(model.dice?.[die])}`,
      };
    case 'acquire': {
      const line = action.line === 'boats' ? 'boats' : 'attributes';
      const me = model.you === null ? undefined : model.sheets[model.you];
      const next = ACQUISITIONS[line][me?.acquired[line] ?? 0];
      const name = next ? `${next.name} ${next.rp} RP` : line;
      return {
        key: 'acquire',
        title: 'Acquire',
        short: typeof action.joker === 'string' ? `${name}, joker: ${action.joker}` : name,
      };
    }
    case 'recruit':
      return {
        key: 'recruit',
        title: 'Recruit',
        short: `S${num(action.strength)} · ${recruitCost(num(action.strength))} GP`,
      };
    case 'buy':
      return { key: 'buy', title: `Buy (${RESOURCE_PRICE_GP} GP)`, short: String(action.resource) };
    case 'attack':
      return {
        key: 'attack',
        title: 'Attack',
        short: model.sheets[num(action.target)]?.name ?? `captain ${num(action.target) + 1}`,
      };
    case 'commit':
      return { key: 'commit', title: 'Send', short: `S${num(action.strength)}` };
    case 'withdraw':
      return { key: 'withdraw', title: 'Call back', short: `S${num(action.strength)}` };
    default:
      return null;
  }
}
