// Every action offered to a seat: the open prompt's choices, or the turn's actions.
import type { Seat } from '../core/types';
import { bambaOptions, corruptionOptions, parrotOptions, revealOptions } from './offers';
import { knows, neighbours, occupied, slotAt } from './ring';
import { shotOptions } from './showdown';
import { skillOptions } from './skills';
import { englishOf } from './prompts';
import type { FifteenMenAction, FifteenMenState, Prompt } from './types';

export function promptOptions(state: FifteenMenState, prompt: Prompt): FifteenMenAction[] {
  switch (prompt.kind) {
    case 'peek-adjacent':
      return [
        ...neighbours(state, prompt.position).map((p): FifteenMenAction => ({
          type: 'peek',
          position: p + 1,
        })),
        { type: 'skipPeek' },
      ];
    case 'opening-peek': {
      const out: FifteenMenAction[] = [];
      for (const p of occupied(state)) {
        const id = slotAt(state, p).card;
        if (id !== null && !knows(state, prompt.seat, id)) out.push({ type: 'peek', position: p + 1 });
      }
      return [...out, { type: 'skipPeek' }];
    }
    case 'skill':
      return skillOptions(state, prompt);
    case 'choose-victim':
      return prompt.candidates.map((seat) => ({ type: 'chooseVictim', seat }));
    case 'sacrifice':
      return englishOf(state, prompt.seat).map((p) => ({ type: 'target', position: p + 1 }));
    case 'rescue':
      return [{ type: 'rescue' }, { type: 'letDie' }];
    case 'morgan':
      return [
        ...occupied(state).map((p): FifteenMenAction => ({ type: 'target', position: p + 1 })),
        { type: 'holdFire' },
      ];
  }
}

export function legalActions(state: FifteenMenState, seat: Seat): FifteenMenAction[] {
  if (state.phase === 'over') return [];
  if (state.prompt !== null) return state.prompt.seat === seat ? promptOptions(state, state.prompt) : [];
  if (state.turn.seat !== seat) return [];
  const shared = [...parrotOptions(state, seat), ...revealOptions(state, seat), ...bambaOptions(state, seat)];
  if (state.phase === 'corruption') {
    const main = state.turn.acted ? [] : corruptionOptions(state, seat);
    const end: FifteenMenAction[] = state.turn.acted ? [{ type: 'endTurn' }] : [];
    return [...main, ...shared, ...end];
  }
  if (state.phase === 'showdown') return [...shotOptions(state, seat), ...shared, { type: 'endTurn' }];
  return [];
}
