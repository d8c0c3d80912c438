// The "Reveal…" skills: what each offers once its pirate is turned face up, and how each resolves.
import { emit } from '../core/events';
import { peekAction, swapAction, targetAction } from './actions';
import { slotWith, update } from './copy';
import type { Seat } from '../core/types';
import type { RevealEffect } from './cards';
import { queueFirst } from './kills';
import {
  hasFlag,
  neighbours,
  occupied,
  peek,
  RING_SIZE,
  slotAt,
  total,
  turnFaceUp,
  withSlot,
  type Log,
} from './ring';
import type { FifteenMenAction, FifteenMenState, Prompt } from './types';

type SkillPrompt = Extract<Prompt, { kind: 'skill' }>;

/** Control changes hands when the actor's doubloons there beat the controller's, all doubloons counted. */
function maybeTakeControl(state: FifteenMenState, position: number, actor: Seat, log: Log): FifteenMenState {
  const slot = slotAt(state, position);
  if (slot.card === null || slot.card === 'bamba' || slot.controller === actor) return state;
  const mine = total(slot.doubloons, actor);
  if (mine <= 0 || mine <= total(slot.doubloons, slot.controller)) return state;
  emit(log, { type: 'controlTaken', seat: actor, position: position + 1 });
  return withSlot(state, position, slotWith(slot, { controller: actor }));
}

function bribable(state: FifteenMenState, position: number): boolean {
  const id = slotAt(state, position).card;
  return id !== null && id !== 'bamba';
}

/** English pirates each seat controls in the ring, by what their cards currently show. */
export function englishCounts(state: FifteenMenState): number[] {
  const counts = new Array<number>(state.seats).fill(0);
  for (const slot of state.ring) {
    if (slot.card !== null && slot.controller !== null && hasFlag(slot.card, slot.faceUp, 'english')) {
      counts[slot.controller] = (counts[slot.controller] ?? 0) + 1;
    }
  }
  return counts;
}

/** The actions a skill prompt offers; an empty list means the skill has nothing to act on. */
export function skillOptions(state: FifteenMenState, prompt: SkillPrompt): FifteenMenAction[] {
  const { effect, source, seat } = prompt;
  const out: FifteenMenAction[] = [];
  const at = (p: number) => p + 1;
  switch (effect.kind) {
    case 'swap-adjacent':
      for (let i = 0; i < RING_SIZE; i++) {
        const j = (i + 1) % RING_SIZE;
        if (slotAt(state, i).card !== null && slotAt(state, j).card !== null)
          out.push(swapAction(at(i), at(j)));
      }
      break;
    case 'swap-with-self':
      for (const p of occupied(state)) if (p !== source) out.push(targetAction(at(p)));
      break;
    case 'look':
      for (const p of occupied(state)) {
        const { card: id, faceUp } = slotAt(state, p);
        if (id !== null && !faceUp && effect.backFlags.some((f) => hasFlag(id, false, f)))
          out.push(peekAction(at(p)));
      }
      break;
    case 'look-captain':
      for (const p of occupied(state)) {
        const slot = slotAt(state, p);
        if (!slot.faceUp && slot.controller === state.captain) out.push(peekAction(at(p)));
      }
      break;
    case 'flip-up':
      for (const p of occupied(state)) if (!slotAt(state, p).faceUp) out.push(targetAction(at(p)));
      break;
    case 'flip-down':
      for (const p of occupied(state)) {
        if (p !== source && slotAt(state, p).faceUp && bribable(state, p)) out.push(targetAction(at(p)));
      }
      break;
    case 'take-adjacent':
      for (const p of neighbours(state, source)) {
        if (bribable(state, p) && slotAt(state, p).controller !== seat) out.push(targetAction(at(p)));
      }
      break;
    case 'move-doubloon':
      for (const from of occupied(state)) {
        const values = new Set(
          slotAt(state, from)
            .doubloons.filter((d) => d.seat === seat)
            .map((d) => d.value),
        );
        for (const value of [...values].sort()) {
          for (const to of neighbours(state, from)) {
            if (bribable(state, to)) out.push({ type: 'moveDoubloon', from: at(from), value, to: at(to) });
          }
        }
      }
      break;
    case 'discard-doubloon':
      for (const p of neighbours(state, source)) {
        const seen = new Set<string>();
        for (const d of slotAt(state, p).doubloons) {
          const key = `${d.seat}/${d.value}`;
          if (d.seat === seat || seen.has(key)) continue;
          seen.add(key);
          out.push({ type: 'discardDoubloon', position: at(p), owner: d.seat, value: d.value });
        }
      }
      break;
    case 'kill-face-up-adjacent':
      for (const p of neighbours(state, source)) {
        if (slotAt(state, p).faceUp) out.push(targetAction(at(p)));
      }
      break;
    case 'kill-adjacent-then-self':
      for (const p of neighbours(state, source)) out.push(targetAction(at(p)));
      break;
    case 'recover-bullet':
    case 'english-sacrifice':
      break;
  }
  return out;
}

/** Starts a revealed pirate's skill for `actor` (its controller, or a Voodoo ritual's buyer). */
export function startSkill(
  state: FifteenMenState,
  actor: Seat,
  effect: RevealEffect,
  source: number,
  log: Log,
): FifteenMenState {
  if (effect.kind === 'recover-bullet') {
    // A bullet still confiscated by Tortuga was never fired: Silver cannot buy it back.
    if (state.bullets[actor] !== 'fired') return state;
    const bullets = state.bullets.slice();
    bullets[actor] = 'held';
    emit(log, { type: 'bulletRecovered', seat: actor });
    return update(state, { bullets });
  }
  if (effect.kind === 'english-sacrifice') {
    const counts = englishCounts(state);
    const most = Math.max(...counts);
    if (most === 0) return state;
    const candidates = counts.flatMap((n, seat) => (n === most ? [seat] : []));
    const [only] = candidates;
    if (candidates.length === 1 && only !== undefined)
      return update(state, { prompt: { kind: 'sacrifice', seat: only, killer: actor } });
    return update(state, { prompt: { kind: 'choose-victim', seat: actor, candidates } });
  }
  const prompt: SkillPrompt = { kind: 'skill', seat: actor, effect, source };
  return skillOptions(state, prompt).length > 0 ? update(state, { prompt }) : state;
}

function swapSlots(state: FifteenMenState, a: number, b: number, log: Log): FifteenMenState {
  const ring = state.ring.slice();
  ring[a] = slotAt(state, b);
  ring[b] = slotAt(state, a);
  emit(log, { type: 'swapped', a: a + 1, b: b + 1 });
  return update(state, { ring });
}

/** Resolves an offered skill action (positions in the action are 1-based). */
export function resolveSkill(
  state: FifteenMenState,
  prompt: SkillPrompt,
  action: FifteenMenAction,
  log: Log,
): FifteenMenState {
  const next: FifteenMenState = update(state, { prompt: null });
  const actor = prompt.seat;
  switch (action.type) {
    case 'swap':
      return swapSlots(next, action.a - 1, action.b - 1, log);
    case 'peek':
      return peek(next, actor, action.position - 1, log);
    case 'moveDoubloon': {
      const from = action.from - 1;
      const to = action.to - 1;
      const origin = slotAt(next, from);
      const i = origin.doubloons.findIndex((d) => d.seat === actor && d.value === action.value);
      const moved = withSlot(
        next,
        from,
        slotWith(origin, { doubloons: origin.doubloons.filter((_, k) => k !== i) }),
      );
      const dest = slotAt(moved, to);
      emit(log, {
        type: 'doubloonMoved',
        seat: actor,
        from: action.from,
        onto: action.to,
        value: action.value,
      });
      const landed = withSlot(
        moved,
        to,
        slotWith(dest, { doubloons: [...dest.doubloons, { seat: actor, value: action.value }] }),
      );
      return maybeTakeControl(landed, to, actor, log);
    }
    case 'discardDoubloon': {
      const p = action.position - 1;
      const slot = slotAt(next, p);
      const i = slot.doubloons.findIndex((d) => d.seat === action.owner && d.value === action.value);
      emit(log, {
        type: 'doubloonDiscarded',
        position: action.position,
        owner: action.owner,
        value: action.value,
      });
      const after = withSlot(
        next,
        p,
        slotWith(slot, { doubloons: slot.doubloons.filter((_, k) => k !== i) }),
      );
      return maybeTakeControl(after, p, actor, log);
    }
    case 'target':
      return resolveTarget(next, prompt, action.position - 1, log);
    default:
      return next;
  }
}

function resolveTarget(state: FifteenMenState, prompt: SkillPrompt, p: number, log: Log): FifteenMenState {
  const actor = prompt.seat;
  switch (prompt.effect.kind) {
    case 'swap-with-self':
      return swapSlots(state, prompt.source, p, log);
    case 'flip-up':
      return turnFaceUp(state, p, actor, log, 'skill', slotAt(state, prompt.source).card ?? undefined);
    case 'flip-down': {
      emit(log, { type: 'turnedFaceDown', position: p + 1 });
      return withSlot(state, p, slotWith(slotAt(state, p), { faceUp: false }));
    }
    case 'take-adjacent': {
      emit(log, { type: 'controlTaken', seat: actor, position: p + 1 });
      return withSlot(state, p, slotWith(slotAt(state, p), { controller: actor }));
    }
    case 'kill-face-up-adjacent':
      return queueFirst(state, [{ kind: 'kill', kill: { position: p, killer: actor } }]);
    case 'kill-adjacent-then-self':
      return queueFirst(state, [
        { kind: 'kill', kill: { position: p, killer: actor } },
        { kind: 'kill', kill: { position: prompt.source, killer: actor } },
      ]);
    default:
      return state;
  }
}
