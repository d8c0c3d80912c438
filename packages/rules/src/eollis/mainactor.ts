// Whose turn it is: the one Clan that may use its pirates' powers now (powers work on the owner's turn only).
import type { Seat } from '../core/types';
import type { EollisState } from './types';

export function mainActor(s: EollisState): Seat | null {
  const phase = s.phase;
  switch (phase.kind) {
    case 'refill':
    case 'keep':
    case 'draft':
    case 'propose':
    case 'attempt':
    case 'trial':
    case 'loss':
    case 'brawl':
      return phase.order[phase.index] ?? null;
    case 'boarding':
    case 'lookout':
    case 'bosco':
    case 'repairChoice':
    case 'rise':
    case 'decision':
      return phase.seat;
    case 'repair':
      return phase.window.rolls[0]?.seat ?? null;
    default:
      return null;
  }
}
