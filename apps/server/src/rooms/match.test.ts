// The match without a server: refusals, keeping before counting, and the proof that replays it.
import { findGame, type ActionShape, type AnyGame } from '@flotilla/rules';
import { noStore } from '../store/no-store';
import { TableKeeper } from '../store/keeper';
import type { TableStore } from '../store/types';
import { Match, STORAGE_UNAVAILABLE, type Step } from './match';

// The match is plain data and rules: loading Colyseus's server from here fails the whole file.
jest.mock('@colyseus/core', () => {
  throw new Error('Match must not depend on @colyseus/core');
});

const SEED = 'a'.repeat(64);

function captainsWar(): AnyGame {
  const game = findGame('captains-war');
  if (game === undefined) throw new Error('captains-war is not in the catalogue');
  return game;
}

function match(store: TableStore = noStore): Match {
  const game = captainsWar();
  const options = game.parseOptions({});
  if (!options.ok) throw new Error(options.error);
  return new Match(game, options.options, 3, SEED, new TableKeeper(store, 'game-id', 'room-id'));
}

/** The first legal action of the first seat the rules wait for. */
function legalMove(m: Match): { seat: number; action: ActionShape } {
  const seat = m.game.waitingFor(m.rules)[0];
  if (seat === undefined) throw new Error('nobody to move');
  const action = m.game.legalActions(m.rules, seat)[0];
  if (action === undefined) throw new Error('no legal action');
  return { seat, action };
}

describe('Match', () => {
  it('refuses every action before the start', async () => {
    const m = match();
    const accepted = jest.fn();
    expect(await m.submit(0, { type: 'roll' }, accepted)).toEqual({
      code: 'not-playing',
      reason: 'not-playing',
    });
    expect(accepted).not.toHaveBeenCalled();
    expect(m.log).toHaveLength(0);
  });

  it('deals the same game from the same seed', () => {
    expect(JSON.stringify(match().start())).toBe(JSON.stringify(match().start()));
  });

  it('keeps an accepted action, moves the log hash on, and shows the step', async () => {
    const m = match();
    m.start();
    const before = m.logHash;
    expect(before).toBe(m.setupHash);
    const { seat, action } = legalMove(m);
    const steps: Step[] = [];
    expect(await m.submit(seat, action, (step) => steps.push(step))).toBeNull();
    expect(steps).toHaveLength(1);
    expect(steps[0]?.seat).toBe(seat);
    expect(steps[0]?.rules).toBe(m.rules);
    expect(m.log).toEqual([{ seat, action }]);
    expect(m.logHash).not.toBe(before);
  });

  it('refuses what the rules refuse, in codes, and changes nothing', async () => {
    const m = match();
    const rules = m.start();
    const accepted = jest.fn();
    const refusal = await m.submit(0, { type: 'no-such-action' }, accepted);
    expect(refusal).not.toBeNull();
    expect(typeof refusal?.code).toBe('string');
    expect(accepted).not.toHaveBeenCalled();
    expect(m.rules).toBe(rules);
    expect(m.logHash).toBe(m.setupHash);
  });

  it('refuses an action the store cannot keep, and changes nothing', async () => {
    const failing: TableStore = { ...noStore, appendActions: () => Promise.reject(new Error('store down')) };
    const m = match(failing);
    const rules = m.start();
    const accepted = jest.fn();
    const { seat, action } = legalMove(m);
    expect(await m.submit(seat, action, accepted)).toBe(STORAGE_UNAVAILABLE);
    expect(accepted).not.toHaveBeenCalled();
    expect(m.rules).toBe(rules);
    expect(m.log).toHaveLength(0);
  });

  it('publishes a proof whose log replays to the same game', async () => {
    const m = match();
    m.start();
    for (let i = 0; i < 5 && m.outcome() === null; i++) {
      const { seat, action } = legalMove(m);
      expect(await m.submit(seat, action, () => undefined)).toBeNull();
    }
    await m.settled();
    const proof = m.proof('game-id', null);
    expect(proof).toMatchObject({ game: 'captains-war', seats: 3, seed: SEED, setupHash: m.setupHash });
    expect(proof.logHash).toBe(m.logHash);

    const replayed = match();
    const hashes: string[] = [];
    replayed.restore(proof.log, (_step, logHash) => hashes.push(logHash));
    expect(hashes).toHaveLength(proof.log.length);
    expect(replayed.logHash).toBe(proof.logHash);
    expect(JSON.stringify(replayed.rules)).toBe(JSON.stringify(m.rules));
  });

  it('refuses to restore a log the rules refuse', () => {
    expect(() => match().restore([{ seat: 0, action: { type: 'no-such-action' } }])).toThrow(/action 0/);
  });
});
