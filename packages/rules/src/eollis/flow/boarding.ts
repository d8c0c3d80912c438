// Boarding: from the Captain clockwise, one pirate a turn onto a free post, then into the hold.
import type { Seat } from '../../core/types';
import type { PostId } from '../posts';
import {
  clockwiseFrom,
  draft,
  emit,
  freePosts,
  inHold,
  piratesOf,
  postOf,
  setPhase,
  setPost,
  type Ctx,
} from '../state';
import type { EollisState } from '../types';
import { goTo, type Step } from './goto';

export function unplaced(s: EollisState, seat: Seat): string[] {
  const out: string[] = [];
  for (const p of piratesOf(s, seat)) if (postOf(s, p.id) === null && !inHold(s, p.id)) out.push(p.id);
  return out;
}

function hasUnplaced(s: EollisState, seat: Seat): boolean {
  for (const p of piratesOf(s, seat)) if (postOf(s, p.id) === null && !inHold(s, p.id)) return true;
  return false;
}

export function startBoarding(s: EollisState): Step {
  return nextBoarder(s, s.lastCaptainSeat);
}

/** The next Clan after `after`, clockwise, that still has a pirate to place; the ship sails when none has. */
function nextBoarder(s: EollisState, after: Seat): Step {
  const order = clockwiseFrom((after + 1) % s.seats, s.seats);
  const seat = order.find((candidate) => hasUnplaced(s, candidate));
  if (seat === undefined) return goTo(s, { to: 'event' });
  return setPhase(s, { kind: 'boarding', seat });
}

/** Places a pirate on a free post, or on top of the hold's stack once every post is taken. */
export function board(s: EollisState, ctx: Ctx, seat: Seat, id: string, post: PostId | 'hold'): Step {
  emit(ctx, { type: 'pirateBoarded', seat, pirate: id, text: post });
  // The stack is turned over once everyone is aboard, so the first pirate placed in the hold is on top.
  let next = s;
  if (post === 'hold') {
    const held = draft(s);
    held.hold = [...s.hold, id];
    next = held;
  } else next = setPost(s, post, id);
  return nextBoarder(next, seat);
}

export function boardingChoices(s: EollisState): ReadonlyArray<PostId | 'hold'> {
  const free = freePosts(s);
  return free.length > 0 ? free : ['hold'];
}
