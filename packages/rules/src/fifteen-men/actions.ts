// Shared, frozen action objects for the actions offered most often, built once at load.
// `legalActions` runs twice per step (the player's choice, then the core's validation): handing out these
// constants instead of fresh objects is most of what keeps a simulated game free of garbage. They are equal,
// field for field and in the same order, to the literals they replace; an out-of-table value gets a fresh one.
import { RING_SIZE } from './ring';
import type { FifteenMenAction } from './types';

/** Doubloons are worth 1 to 3. */
const MAX_VALUE = 3;

type Of<T extends FifteenMenAction['type']> = Extract<FifteenMenAction, { type: T }>;

function table<T>(size: number, make: (i: number) => T): ReadonlyArray<T> {
  return Object.freeze(Array.from({ length: size + 1 }, (_, i) => Object.freeze(make(i))));
}

const BRIBES = table(RING_SIZE, (position) =>
  table(MAX_VALUE, (value): Of<'bribe'> => ({ type: 'bribe', position, value })),
);
const DISCARDS = table(MAX_VALUE, (value): Of<'discard'> => ({ type: 'discard', value }));
const REVEALS = table(RING_SIZE, (position): Of<'reveal'> => ({ type: 'reveal', position }));
const PARROTS = table(RING_SIZE, (position): Of<'parrot'> => ({ type: 'parrot', position }));
const EXCHANGES = table(RING_SIZE, (position): Of<'exchangeBamba'> => ({ type: 'exchangeBamba', position }));
const PEEKS = table(RING_SIZE, (position): Of<'peek'> => ({ type: 'peek', position }));
const TARGETS = table(RING_SIZE, (position): Of<'target'> => ({ type: 'target', position }));
const SHOTS = table(RING_SIZE, (from) =>
  table(RING_SIZE, (to): Of<'shoot'> => ({ type: 'shoot', from, to })),
);

const SWAPS = table(RING_SIZE, (a) => table(RING_SIZE, (b): Of<'swap'> => ({ type: 'swap', a, b })));

export const END_TURN: Of<'endTurn'> = Object.freeze({ type: 'endTurn' });
export const SKIP_PEEK: Of<'skipPeek'> = Object.freeze({ type: 'skipPeek' });

/** Positions are 1-based, as in every action. */
export const bribeAction = (position: number, value: number): Of<'bribe'> =>
  BRIBES[position]?.[value] ?? { type: 'bribe', position, value };
export const discardAction = (value: number): Of<'discard'> => DISCARDS[value] ?? { type: 'discard', value };
export const revealAction = (position: number): Of<'reveal'> =>
  REVEALS[position] ?? { type: 'reveal', position };
export const parrotAction = (position: number): Of<'parrot'> =>
  PARROTS[position] ?? { type: 'parrot', position };
export const exchangeAction = (position: number): Of<'exchangeBamba'> =>
  EXCHANGES[position] ?? { type: 'exchangeBamba', position };
export const peekAction = (position: number): Of<'peek'> => PEEKS[position] ?? { type: 'peek', position };
export const targetAction = (position: number): Of<'target'> =>
  TARGETS[position] ?? { type: 'target', position };
export const shootAction = (from: number, to: number): Of<'shoot'> =>
  SHOTS[from]?.[to] ?? { type: 'shoot', from, to };
export const swapAction = (a: number, b: number): Of<'swap'> => SWAPS[a]?.[b] ?? { type: 'swap', a, b };
