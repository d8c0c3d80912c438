// The flow table: every phase belongs to one stage, every stage leads on to the end, undeclared hand-overs throw.
import { Dice } from '../../core/random';
import { bareTable } from '../test-kit';
import type { Ctx } from '../state';
import { PHASE_KINDS } from '../phase-kinds';
import { goTo, type Stage } from './goto';
import { flow, run, stageOf } from './index';

const ctx = (): Ctx => ({ dice: new Dice([5, 6, 7, 8]), events: [] });

// Exhaustive by type (`PHASE_KINDS` is a record over `Phase['kind']`): every kind must be given a stage.

const stages = Object.keys(flow) as Stage[];

function reachable(from: Stage): Set<Stage> {
  const seen = new Set<Stage>([from]);
  const queue: Stage[] = [from];
  for (let at = queue.shift(); at !== undefined; at = queue.shift()) {
    for (const next of flow[at].next) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
}

describe('the flow table', () => {
  it('gives every phase kind exactly one stage', () => {
    for (const kind of PHASE_KINDS) {
      const owners = stages.filter((stage) => flow[stage].phases.includes(kind));
      expect([kind, owners]).toEqual([kind, [stageOf(kind)]]);
    }
  });

  it('reaches every stage from the first recruitment, and the end from every stage', () => {
    expect([...reachable('recruitment')].sort()).toEqual([...stages].sort());
    for (const stage of stages) expect([stage, reachable(stage).has('over')]).toEqual([stage, true]);
    expect(flow.over.next).toEqual([]);
  });

  it('runs a declared hand-over and throws on one the table does not declare', () => {
    const s = bareTable(3);
    const entered = run('brawl', goTo(s, { to: 'renown' }), ctx());
    expect(entered.phase.kind).toBe('refill');
    expect(entered.expedition).toBe(s.expedition + 1);
    expect(() => run('boarding', goTo(s, { to: 'tavern', returned: true }), ctx())).toThrow(
      'the boarding stage cannot go to tavern',
    );
  });
});
