// One lookup over every card that can sit in the Round Robin or in front of the captain.
import { guards, type GuardId } from './guards';
import type { CardData } from './kinds';
import { pirates, type PirateId } from './pirates';
import { vessels, type VesselData, type VesselId } from './vessels';

export type CardId = PirateId | GuardId;

const byId: ReadonlyMap<string, CardData> = new Map<string, CardData>(
  [...pirates, ...guards].map((card) => [card.id, card]),
);

export function card(id: CardId): CardData {
  const found = byId.get(id);
  if (found === undefined) throw new RangeError(`no card ${id}`);
  return found;
}

export function vessel(id: VesselId): VesselData {
  const found = vessels.find((v) => v.id === id);
  if (found === undefined) throw new RangeError(`no vessel ${id}`);
  return found;
}

export * from './kinds';
export * from './pirates';
export * from './guards';
export * from './vessels';
export * from './scenarios';
export * from './table';
