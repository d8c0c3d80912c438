// Every action offered to a seat: the open prompt's choices, or the turn's actions.
import { END_TURN, peekAction, SKIP_PEEK, targetAction } from './actions';
import type { Seat } from '../core/types';
import { pushCorruption, pushTurnExtras } from './offers';
import { knows, neighbours, occupied, slotAt } from './ring';
import { pushShots } from './showdown';
import { skillOptions } from './skills';
import { englishOf } from './prompts';
import type { FifteenMenAction, FifteenMenState, Prompt } from './types';

export function promptOptions(state: FifteenMenState, prompt: Prompt): FifteenMenAction[] {
  switch (prompt.kind) {
    case 'peek-adjacent': {
      const out = neighbours(state, prompt.position).map((p): FifteenMenAction => peekAction(p + 1));
      out.push(SKIP_PEEK);
      return out;
    }
    case 'opening-peek': {
      const out: FifteenMenAction[] = [];
      for (const p of occupied(state)) {
        const id = slotAt(state, p).card;
        if (id !== null && !knows(state, prompt.seat, id)) out.push(peekAction(p + 1));
      }
      out.push(SKIP_PEEK);
      return out;
    }
    case 'skill':
      return skillOptions(state, prompt);
    case 'choose-victim':
      return prompt.candidates.map((seat) => ({ type: 'chooseVictim', seat }));
    case 'sacrifice':
      return englishOf(state, prompt.seat).map((p) => targetAction(p + 1));
    case 'rescue':
      return [{ type: 'rescue' }, { type: 'letDie' }];
    case 'morgan':
      return [...occupied(state).map((p) => targetAction(p + 1)), { type: 'holdFire' }];
  }
}

export function legalActions(state: FifteenMenState, seat: Seat): FifteenMenAction[] {
  if (state.phase === 'over') return [];
  if (state.prompt !== null) return state.prompt.seat === seat ? promptOptions(state, state.prompt) : [];
  if (state.turn.seat !== seat) return [];
  const out: FifteenMenAction[] = [];
  if (state.phase === 'corruption') {
    if (!state.turn.acted) pushCorruption(state, seat, out);
    pushTurnExtras(state, seat, out);
    if (state.turn.acted) out.push(END_TURN);
  } else if (state.phase === 'showdown') {
    pushShots(state, seat, out);
    pushTurnExtras(state, seat, out);
    out.push(END_TURN);
  }
  return out;
}
