// Applies one legal action: dispatch to the phase that owns it, then let the flow move on to the next phase.
import type { GameEvent } from '../core/types';
import { commit, declareAttack, holdFire, lock, withdraw } from './boarding';
import { buy, endCommand, recruit } from './command';
import { settle } from './flow';
import { pick, roll, setAside } from './loot';
import { takeReward } from './reward';
import { acquire } from './sheet-moves';
import { Table } from './table';
import type { CaptainsWarAction, CaptainsWarEvent, CaptainsWarState } from './types';

export function applyLegal(
  state: CaptainsWarState,
  seat: number,
  action: CaptainsWarAction,
): { state: CaptainsWarState; events: ReadonlyArray<GameEvent<CaptainsWarEvent>> } {
  const t = new Table(state);
  switch (action.type) {
    case 'roll':
      roll(t);
      break;
    case 'setAside':
      setAside(t, action.die);
      break;
    case 'pick':
      pick(t, seat, action.die, action.joker);
      break;
    case 'buy':
      buy(t, seat, action.resource);
      break;
    case 'acquire':
      acquire(t, seat, action.line, action.joker);
      break;
    case 'recruit':
      recruit(t, seat, action.strength);
      break;
    case 'endCommand':
      endCommand(t, seat);
      break;
    case 'attack':
      declareAttack(t, seat, action.target);
      break;
    case 'holdFire':
      holdFire(t, seat);
      break;
    case 'commit':
      commit(t, seat, action.strength);
      break;
    case 'withdraw':
      withdraw(t, seat, action.strength);
      break;
    case 'lock':
      lock(t, seat);
      break;
    case 'reward':
      takeReward(t, seat, action.reward);
      break;
  }
  settle(t);
  return t.finish();
}
