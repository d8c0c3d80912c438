// Secret Mission conditions, checked from the state whenever their holder may act.
import type { Seat } from '../core/types';
import { missionCard, type MissionKind } from './cards/missions';
import { clanGold } from './gold';
import { crewPosts } from './posts';
import { aboard, ownerOfPost, piratesOf } from './state';
import type { EollisState } from './types';

export function missionMet(s: EollisState, seat: Seat, kind: MissionKind): boolean {
  switch (kind) {
    case 'm-hoard':
      return clanGold(s, seat) >= 12;
    case 'm-iron-hand':
      return ownerOfPost(s, 'captain') === seat && ownerOfPost(s, 'second') === seat;
    case 'm-full-crew':
      return crewPosts.filter((post) => ownerOfPost(s, post) === seat).length >= 3;
    case 'm-high-winds':
      return aboard(s) && s.balloon === 0 && ownerOfPost(s, 'altiMaitre') === seat;
    case 'm-restless-ghost':
      return piratesOf(s, seat).some((p) => p.ghost);
  }
}

export function missionRenown(kind: MissionKind): number {
  return missionCard(kind).renown;
}
