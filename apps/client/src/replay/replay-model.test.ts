// A replay: each lens at step k is the rules' own view (or truth) of that step, and a tampered proof is said so.
import { eventsFor } from '@flotilla/rules';
import { played } from './recorded-game';
import { Replay, proofProblems } from './replay-model';

describe.each([
  ['captains-war', 3],
  ['fifteen-men', 4],
  ['eollis', 4],
] as const)('a replay of %s', (gameId, seats) => {
  const { game, proof, states, events } = played(gameId, seats, `replay-${gameId}`);
  const opened = Replay.open(proof);
  if (!opened.ok) throw new Error('the replay did not open');
  const replay = opened.replay;

  it('is verified, and shows each step through each lens exactly as the rules see it', () => {
    expect(replay.check.ok).toBe(true);
    expect(replay.verdict).toMatch(/^Dice verified/);
    expect(replay.length).toBe(proof.log.length);
    const steps = [0, 1, Math.floor(replay.length / 3), Math.floor(replay.length / 2), replay.length, 2];
    for (const step of steps) {
      const state = states[step];
      const heard = events[step] as Parameters<typeof eventsFor>[0];
      expect(replay.frame(step, { kind: 'audience' })).toEqual({
        step,
        view: game.view(state, 'spectator'),
        events: eventsFor(heard, 'spectator'),
      });
      for (let seat = 0; seat < seats; seat++) {
        expect(replay.frame(step, { kind: 'seat', seat })).toEqual({
          step,
          view: game.view(state, seat),
          events: eventsFor(heard, seat),
        });
      }
      expect(replay.frame(step, { kind: 'truth' })).toEqual({ step, view: game.truth(state), events: heard });
    }
  });

  it('says loudly that a proof whose outcome was edited is not verified', () => {
    const edited = Replay.open({ ...proof, outcome: { winners: [0], reason: 'edited', details: null } });
    expect(edited.ok).toBe(true);
    if (!edited.ok) return;
    expect(edited.replay.check).toMatchObject({ ok: false, outcomeMatches: false });
    expect(edited.replay.check.problems).toEqual([{ kind: 'outcome-differs' }]);
    expect(edited.replay.verdict).toBe('NOT VERIFIED: the replayed outcome differs from the published one.');
  });

  it('refuses a log the rules do not accept, with why', () => {
    const log = proof.log.map((entry, i) => (i === 1 ? { ...entry, action: { type: 'forged' } } : entry));
    const refused = Replay.open({ ...proof, log });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.check.problems).toContainEqual(
      expect.objectContaining({ kind: 'action-refused', index: 1, action: 'forged', code: 'illegal-action' }),
    );
    expect(proofProblems(refused.check)).toMatch(/action 1 \(“forged”, seat \d\) was refused by the rules/);
  });
});
