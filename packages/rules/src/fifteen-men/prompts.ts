// Resolving the answers to prompts: peeks after a bribe, opening peeks, de Graaf's victim, rescues, Morgan.
import { draft, update } from './copy';
import type { Seat } from '../core/types';
import { die, rescue, queueFirst } from './kills';
import { hasFlag, occupied, peek, seenAfterPeek, slotAt, type Log } from './ring';
import { morganShot } from './showdown';
import { resolveSkill } from './skills';
import { startCorruption } from './flow';
import type { FifteenMenAction, FifteenMenState, Prompt } from './types';

/** Positions of the English pirates (by what their cards show now) a seat controls. */
export function englishOf(state: FifteenMenState, seat: Seat): number[] {
  return occupied(state).filter((p) => {
    const slot = slotAt(state, p);
    return slot.card !== null && slot.controller === seat && hasFlag(slot.card, slot.faceUp, 'english');
  });
}

/** 3 players: each mutineer, from the captain's left, may look at two pirates before play starts. */
function nextOpening(state: FifteenMenState, seat: Seat, left: number, log: Log): FifteenMenState {
  if (left > 0) return update(state, { prompt: { kind: 'opening-peek', seat, left } });
  const next = (seat + 1) % state.seats;
  if (next === state.captain) return startCorruption(state, log);
  return update(state, { prompt: { kind: 'opening-peek', seat: next, left: 2 } });
}

export function answerPrompt(
  state: FifteenMenState,
  prompt: Prompt,
  action: FifteenMenAction,
  log: Log,
): FifteenMenState {
  if (prompt.kind === 'peek-adjacent') {
    // The commonest prompt: one copy of the state for the closed prompt and the look.
    const next = draft(state);
    next.prompt = null;
    if (action.type === 'peek') next.seen = seenAfterPeek(state, prompt.seat, action.position - 1, log);
    return next;
  }
  const open: FifteenMenState = update(state, { prompt: null });
  switch (prompt.kind) {
    case 'opening-peek':
      if (action.type === 'peek')
        return nextOpening(
          peek(open, prompt.seat, action.position - 1, log),
          prompt.seat,
          prompt.left - 1,
          log,
        );
      return nextOpening(open, prompt.seat, 0, log);
    case 'skill':
      return resolveSkill(state, prompt, action, log);
    case 'choose-victim':
      return action.type === 'chooseVictim'
        ? update(state, { prompt: { kind: 'sacrifice', seat: action.seat, killer: prompt.seat } })
        : open;
    case 'sacrifice':
      return action.type === 'target'
        ? queueFirst(open, [{ kind: 'kill', kill: { position: action.position - 1, killer: prompt.killer } }])
        : open;
    case 'rescue':
      return action.type === 'rescue' ? rescue(open, prompt.kill, log) : die(open, prompt.kill, log);
    case 'morgan':
      return action.type === 'target' ? morganShot(open, action.position - 1, log) : open;
  }
}
