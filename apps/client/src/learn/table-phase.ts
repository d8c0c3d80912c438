// The phase a table stands in, by the names the "How to play" outline and the first-game hints use.
import type { TableState } from '@flotilla/protocol';
import { isGameId, type GameId } from '../lobby/games';

type PhaseSource = Pick<TableState, 'game' | 'status' | 'captainsWar' | 'fifteenMen' | 'eollis'>;

const PHASES = {
  'captains-war': (state) => state.captainsWar?.phase ?? '',
  'fifteen-men': (state) => state.fifteenMen?.phase ?? '',
  eollis: (state) => {
    const phase = state.eollis?.phase;
    if (!phase) return '';
    // The Tavern's refill is taught with the Tavern, the Aerial Adventure's with the draw before it.
    return phase.kind === 'refill' && phase.stage === 'tavern' ? 'refill-tavern' : phase.kind;
  },
} satisfies Record<GameId, (state: PhaseSource) => string>;

/** '' while nothing is played yet (the waiting room) or for a game without phases. */
export function tablePhase(state: PhaseSource | null | undefined): string {
  if (!state || state.status === 'waiting') return '';
  if (state.status === 'over') return 'over';
  return isGameId(state.game) ? PHASES[state.game](state) : '';
}
