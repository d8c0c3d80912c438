// The hold refills vacant posts: the pirate on top of the stack chooses its post, and so on.
import { captainSeat, emit, freePosts, pirate, setPhase, setPost, type Ctx, update } from '../state';
import type { PostId } from '../posts';
import type { AfterRise, EollisState } from '../types';
import { goTo, type Moved, type Step } from './goto';

export function enterRise(s: EollisState, then: AfterRise): Step {
  const top = s.hold[0];
  const owner = top === undefined ? undefined : pirate(s, top)?.owner;
  if (owner === undefined || freePosts(s).length === 0) return afterRise(s, then);
  return setPhase(s, { kind: 'rise', seat: owner, then });
}

export function rise(s: EollisState, ctx: Ctx, post: PostId): Step {
  const top = s.hold[0];
  if (s.phase.kind !== 'rise' || top === undefined) return s;
  emit(ctx, { type: 'pirateRose', seat: s.phase.seat, pirate: top, text: post });
  const next = update(setPost(s, post, top), { hold: s.hold.slice(1) });
  return enterRise(next, s.phase.then);
}

/** After an Event the Captain decides; after the decision the ship sails on to the next Event or home. */
function afterRise(s: EollisState, then: AfterRise): Moved {
  if (then === 'continue') return goTo(s, { to: 'event' });
  if (then === 'return') return goTo(s, { to: 'tavern', returned: true });
  const seat = captainSeat(s);
  // With nobody left at the Captain's post, the ship can only drift home.
  if (seat === null) return goTo(s, { to: 'tavern', returned: true });
  return goTo(s, { to: 'decision', seat });
}
