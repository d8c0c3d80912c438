// Test support: the concrete strings each viewer's view and events must never contain.
import type { Viewer } from '../core/types';
import { knows } from './ring';
import type { FifteenMenState } from './types';

/** Face-down identities the viewer has not seen, boxed pirates, and factions not yet revealed to it. */
export function secretsHiddenFrom(state: FifteenMenState, viewer: Viewer): string[] {
  const secrets: string[] = state.boxed.map((id) => `"${id}"`);
  if (state.phase === 'over') return secrets;
  for (const slot of state.ring) {
    if (slot.card === null || slot.faceUp || state.known.includes(slot.card)) continue;
    if (viewer === 'spectator' || !knows(state, viewer, slot.card)) secrets.push(`"${slot.card}"`);
  }
  state.factions.forEach((faction, seat) => {
    if (state.factionsPublic || faction === 'captain' || seat === viewer) return;
    secrets.push(`{"seat":${seat},"faction":"${faction}"}`);
  });
  return secrets;
}
