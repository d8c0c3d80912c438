// The phase a table stands in, by the names the "How to play" outline and the first-game hints use.
import type { TableState } from '@flotilla/protocol';

type PhaseSource = Pick<TableState, 'game' | 'status' | 'captainsWar' | 'fifteenMen' | 'eollis'>;

/** '' while nothing is played yet (the waiting room) or for a game without phases. */
export function tablePhase(state: PhaseSource | null | undefined): string {
  if (!state || state.status === 'waiting') return '';
  if (state.status === 'over') return 'over';
  switch (state.game) {
    case 'captains-war':
      return state.captainsWar?.phase ?? '';
    case 'fifteen-men':
      return state.fifteenMen?.phase ?? '';
    case 'eollis': {
      const phase = state.eollis?.phase;
      if (!phase) return '';
      // The Tavern's refill is taught with the Tavern, the Aerial Adventure's with the draw before it.
      return phase.kind === 'refill' && phase.stage === 'tavern' ? 'refill-tavern' : phase.kind;
    }
    default:
      return '';
  }
}
