// The hold refills vacant posts: the pirate on top of the stack chooses its post, and so on.
import { emit, freePosts, pirate, setPhase, setPost, type Ctx, patch } from '../state';
import type { PostId } from '../posts';
import type { AfterRise, EollisState } from '../types';
import { afterRise } from './decision';

export function enterRise(s: EollisState, ctx: Ctx, then: AfterRise): EollisState {
  const top = s.hold[0];
  const owner = top === undefined ? undefined : pirate(s, top)?.owner;
  if (owner === undefined || freePosts(s).length === 0) return afterRise(s, ctx, then);
  return setPhase(s, { kind: 'rise', seat: owner, then });
}

export function rise(s: EollisState, ctx: Ctx, post: PostId): EollisState {
  const top = s.hold[0];
  if (s.phase.kind !== 'rise' || top === undefined) return s;
  emit(ctx, { type: 'pirateRose', seat: s.phase.seat, pirate: top, text: post });
  const next = patch(setPost(s, post, top), { hold: s.hold.slice(1) });
  return enterRise(next, ctx, s.phase.then);
}
