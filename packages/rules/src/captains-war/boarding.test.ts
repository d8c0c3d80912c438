// Boarding battles: targets, secret simultaneous choices, the reveal, rewards, grappling hooks, duels.
import { eventsFor } from '../core/events';
import { captainsWar } from './index';
import { goldReward } from './reward';
import { SHEET } from './sheet';
import { crew, eventsOf, play, playAll, table, withCaptains } from './test-kit';
import type { Captain, CaptainsWarState } from './types';

const attackTable = (
  patches: ReadonlyArray<Partial<Captain>> = [],
  seats = 3,
  patch: Partial<CaptainsWarState> = {},
) => withCaptains(table(seats, { phase: 'attack', ...patch }), patches);
const legal = (state: CaptainsWarState, seat: number) => captainsWar.legalActions(state, seat);

describe('declaring an attack', () => {
  it('is for the active player only, against any one opponent, or holding fire', () => {
    const state = attackTable();
    expect(legal(state, 0)).toEqual([
      { type: 'attack', target: 1 },
      { type: 'attack', target: 2 },
      { type: 'holdFire' },
    ]);
    expect(legal(state, 1)).toEqual([]);
    expect(captainsWar.apply(state, 1, { type: 'attack', target: 2 }).ok).toBe(false);
  });
  it('needs a Pirate, unless No Mercy (+1 attack) lets the attacker go with none at Strength 1', () => {
    expect(legal(attackTable([{ crew: crew() }]), 0)).toEqual([{ type: 'holdFire' }]);
    const noMercy = attackTable([
      { crew: crew(), track: { attributes: 0, boats: 6 }, acquired: { attributes: 0, boats: 2 } },
    ]);
    const { state } = play(noMercy, 0, { type: 'attack', target: 1 });
    expect(legal(state, 0)).toEqual([{ type: 'lock' }]);
    const revealed = playAll(state, [
      [0, { type: 'lock' }],
      [1, { type: 'lock' }],
    ]);
    expect(eventsOf(revealed.events, 'boardingRevealed')[0]).toMatchObject({
      attackerTotal: 1,
      defenderTotal: 0,
      winner: 0,
    });
  });
});

describe('secret, simultaneous choices', () => {
  const started = () =>
    play(attackTable([{ crew: crew(1, 4, 6) }, { crew: crew(2, 3, 5) }]), 0, { type: 'attack', target: 1 })
      .state;

  it('lets the attacker commit 1 to 3 Pirates and the defender 0 to 3, from their own crews', () => {
    const state = started();
    expect(captainsWar.awaiting(state)).toEqual([0, 1]);
    expect(legal(state, 0).map((a) => a.type)).toEqual(['commit', 'commit', 'commit']);
    expect(legal(state, 1)).toContainEqual({ type: 'lock' });
    const full = playAll(state, [
      [0, { type: 'commit', strength: 6 }],
      [0, { type: 'commit', strength: 4 }],
      [0, { type: 'commit', strength: 1 }],
    ]).state;
    expect(legal(full, 0).some((a) => a.type === 'commit')).toBe(false);
  });
  it('shows others only who has locked, never what was chosen, until both are revealed in one event', () => {
    const { state, events } = playAll(started(), [
      [0, { type: 'commit', strength: 6 }],
      [0, { type: 'lock' }],
      [1, { type: 'commit', strength: 5 }],
    ]);
    for (const viewer of [1, 2, 'spectator'] as const) {
      const seen = captainsWar.view(state, viewer);
      expect(seen.boarding?.locked).toEqual([true, false]);
      if (viewer !== 1) expect(seen.boarding?.yourDraft).toBeNull();
      expect(JSON.stringify(eventsFor(events, viewer)).includes('"captain":0,"strengths"')).toBe(false);
    }
    expect(captainsWar.view(state, 0).boarding?.yourDraft).toEqual([6]);
    expect(captainsWar.view(state, 1).boarding?.yourDraft).toEqual([5]);
    // The public crews do not move before the reveal.
    expect(captainsWar.view(state, 2).captains[0]?.crew).toEqual(crew(1, 4, 6));
    const revealed = play(state, 1, { type: 'lock' });
    const reveal = eventsOf(revealed.events, 'boardingRevealed');
    expect(reveal).toHaveLength(1);
    expect(reveal[0]).toMatchObject({ to: 'all', attackerPirates: [6], defenderPirates: [5], winner: 0 });
  });
  it('cannot change a locked choice', () => {
    const state = playAll(started(), [
      [0, { type: 'commit', strength: 6 }],
      [0, { type: 'lock' }],
    ]).state;
    expect(legal(state, 0)).toEqual([]);
    expect(captainsWar.apply(state, 0, { type: 'withdraw', strength: 6 }).ok).toBe(false);
    expect(captainsWar.apply(state, 0, { type: 'commit', strength: 4 }).ok).toBe(false);
  });
  it('lets a choice be changed before it is locked', () => {
    const state = playAll(started(), [
      [0, { type: 'commit', strength: 6 }],
      [0, { type: 'withdraw', strength: 6 }],
      [0, { type: 'commit', strength: 1 }],
    ]).state;
    expect(captainsWar.view(state, 0).boarding?.yourDraft).toEqual([1]);
  });
});

describe('the reveal', () => {
  const battle = (
    attacker: number[],
    defender: number[],
    patches: ReadonlyArray<Partial<Captain>> = [],
    options?: unknown,
  ) => {
    const base = withCaptains(table(3, { phase: 'attack' }, options), [
      { crew: crew(...attacker) },
      { crew: crew(...defender) },
    ]);
    const state = withCaptains(
      base,
      patches.map((p, i) => ({ crew: i === 0 ? crew(...attacker) : crew(...defender), ...p })),
    );
    return playAll(state, [
      [0, { type: 'attack', target: 1 }],
      ...attacker.map((s): [number, { type: 'commit'; strength: number }] => [
        0,
        { type: 'commit', strength: s },
      ]),
      [0, { type: 'lock' }],
      ...defender.map((s): [number, { type: 'commit'; strength: number }] => [
        1,
        { type: 'commit', strength: s },
      ]),
      [1, { type: 'lock' }],
    ]);
  };
  it('gives a tie to the defender', () => {
    const { state } = battle([4], [4]);
    expect(state.boarding?.winner).toBe(1);
  });
  it('gives a tie to an attacker who is Arms Master (table option)', () => {
    const { state } = battle([4], [4], [], { armsMaster: 0 });
    expect(state.boarding?.winner).toBe(0);
  });
  it('adds the +1 defence bonus to the defender’s total', () => {
    const { events } = battle(
      [5],
      [4],
      [{}, { track: { attributes: 0, boats: 9 }, acquired: { attributes: 0, boats: 3 } }],
    );
    expect(eventsOf(events, 'boardingRevealed')[0]).toMatchObject({
      attackerTotal: 5,
      defenderTotal: 5,
      winner: 1,
    });
  });
  it('spends every committed Pirate, winner’s and loser’s, and writes the boarding chart', () => {
    const { state } = battle([6, 1], [3]);
    expect(state.captains[0]?.crew).toEqual(crew());
    expect(state.captains[1]?.crew).toEqual(crew());
    expect(state.captains[0]?.chart[0]).toMatchObject({
      opponent: 1,
      role: 'attacker',
      mine: [6, 1],
      theirs: [3],
      won: true,
    });
    expect(state.captains[1]?.chart[0]).toMatchObject({ opponent: 0, role: 'defender', won: false });
  });
  it('Mary robs Sebastian, who holds only 2 GP: he fills both, she still circles 5 (printed example)', () => {
    const { state } = battle([5], [2], [{ gold: 0 }, { gold: 2 }]);
    const { state: after, events } = play(state, 0, { type: 'reward', reward: 'gold' });
    expect(after.captains[0]?.gold).toBe(5);
    expect(after.captains[1]?.gold).toBe(0);
    expect(eventsOf(events, 'rewardTaken')[0]).toMatchObject({ stolen: 2 });
  });
  it('robs a rival with 0 GP of nothing, and still circles the winner 5 GP (what the log and the offer say)', () => {
    const { state } = battle([5], [2], [{ gold: 1 }, { gold: 0 }]);
    expect(goldReward(state.mode, state.captains, 0, 1)).toEqual({ gained: 5, lost: 0 });
    const { state: after, events } = play(state, 0, { type: 'reward', reward: 'gold' });
    expect(after.captains[0]?.gold).toBe(6);
    expect(after.captains[1]?.gold).toBe(0);
    expect(eventsOf(events, 'rewardTaken')[0]).toMatchObject({ stolen: 0, gained: 5 });
  });
  it('circles only what the winner’s sheet has room for', () => {
    const { state } = battle([5], [2], [{ gold: 0, goldCircled: SHEET.goldCircles - 2 }, { gold: 9 }]);
    expect(goldReward(state.mode, state.captains, 0, 1)).toEqual({ gained: 2, lost: 5 });
    const { events } = play(state, 0, { type: 'reward', reward: 'gold' });
    expect(eventsOf(events, 'rewardTaken')[0]).toMatchObject({ stolen: 5, gained: 2 });
  });
  it('never robs the Legendary Captain (captain 1 in solo)', () => {
    const captains = [
      { gold: 3, goldCircled: 10 },
      { gold: 12, goldCircled: 12 },
    ];
    expect(goldReward('solo', captains, 0, 1)).toEqual({ gained: 5, lost: 0 });
    expect(goldReward('duel', captains, 0, 1)).toEqual({ gained: 5, lost: 5 });
  });
  it('lets the winner fill 2 red circles on a chosen track instead; the loser gets nothing', () => {
    const { state } = battle([5], [2]);
    const { state: after } = play(state, 0, { type: 'reward', reward: 'attributes' });
    expect(after.captains[0]?.track.attributes).toBe(2);
    expect(after.captains[1]).toMatchObject({ gold: 3, track: { attributes: 0, boats: 0 } });
  });
  it('Alexander’s boarding: one weak Pirate fails against Mary, who chooses the reward and circles a grappling hook', () => {
    const { state, events } = battle([1], [2, 3]);
    expect(eventsOf(events, 'boardingRevealed')[0]).toMatchObject({
      attackerTotal: 1,
      defenderTotal: 5,
      winner: 1,
    });
    expect(captainsWar.awaiting(state)).toEqual([1]);
    const { state: after } = play(state, 1, { type: 'reward', reward: 'gold' });
    expect(after.captains[1]?.gold).toBe(8);
    expect(after.captains[1]?.grapplingHookUntil).toBe(0);
    expect(after.captains[0]?.chart[0]?.won).toBe(false);
  });
});

describe('grappling hooks (3+ players)', () => {
  it('protect the defender until the attacker is active again', () => {
    let state = attackTable([{ crew: crew(1, 2, 3) }, { crew: crew(1, 2, 3) }, { crew: crew(1, 2, 3) }]);
    state = playAll(state, [
      [0, { type: 'attack', target: 1 }],
      [0, { type: 'commit', strength: 3 }],
      [0, { type: 'lock' }],
      [1, { type: 'lock' }],
      [0, { type: 'reward', reward: 'gold' }],
    ]).state;
    expect(state.captains[1]?.grapplingHookUntil).toBe(0);
    // Seat 1's turn, then seat 2's: seat 2 may not attack seat 1.
    const seat2Turn = { ...state, active: 2, phase: 'attack' as const };
    expect(legal(seat2Turn, 2)).toEqual([{ type: 'attack', target: 0 }, { type: 'holdFire' }]);
    // When seat 0 becomes active again, the hook is filled in.
    const { state: back } = play({ ...state, active: 2, phase: 'attack' }, 2, { type: 'holdFire' });
    expect(back.active).toBe(0);
    expect(back.captains[1]?.grapplingHookUntil).toBeNull();
  });
  it('are lost by a defender who attacks', () => {
    const state = withCaptains(table(3, { phase: 'attack', active: 1 }), [{}, { grapplingHookUntil: 0 }]);
    const { state: after, events } = play(state, 1, { type: 'attack', target: 2 });
    expect(after.captains[1]?.grapplingHookUntil).toBeNull();
    expect(eventsOf(events, 'grapplingHookReleased')).toHaveLength(1);
  });
});

describe('the duel (2 players)', () => {
  it('uses no grappling hook, but a captain cannot attack two turns in a row', () => {
    let state = withCaptains(table(2, { phase: 'attack' }), [
      { crew: crew(1, 2, 3) },
      { crew: crew(1, 2, 3) },
    ]);
    state = playAll(state, [
      [0, { type: 'attack', target: 1 }],
      [0, { type: 'commit', strength: 3 }],
      [0, { type: 'lock' }],
      [1, { type: 'lock' }],
      [0, { type: 'reward', reward: 'gold' }],
    ]).state;
    expect(state.captains[1]?.grapplingHookUntil).toBeNull();
    expect(legal({ ...state, phase: 'attack', active: 1 }, 1)).toContainEqual({ type: 'attack', target: 0 });
    const nextOwnTurn = { ...state, phase: 'attack' as const, active: 0, turn: state.turn + 1 };
    expect(legal(nextOwnTurn, 0)).toEqual([{ type: 'holdFire' }]);
    const later = { ...nextOwnTurn, turn: state.turn + 3 };
    expect(legal(later, 0)).toContainEqual({ type: 'attack', target: 1 });
  });
});

describe('five battles', () => {
  it('end the game after the turn of a captain’s fifth battle, with the naval battle', () => {
    const line = { turn: 1, opponent: 2, role: 'defender' as const, mine: [], theirs: [1], won: true };
    const state = attackTable([{ crew: crew(5) }, { chart: [line, line, line, line], crew: crew(4) }]);
    const { state: after, events } = playAll(state, [
      [0, { type: 'attack', target: 1 }],
      [0, { type: 'commit', strength: 5 }],
      [0, { type: 'lock' }],
      [1, { type: 'lock' }],
    ]);
    expect(after.endReason).toBe('fiveBattles');
    const { state: over, events: last } = play(after, 0, { type: 'reward', reward: 'gold' });
    expect(over.phase).toBe('over');
    expect(eventsOf([...events, ...last], 'navalBattle')).toHaveLength(1);
    expect(captainsWar.awaiting(over)).toEqual([]);
    expect(captainsWar.apply(over, 1, { type: 'roll' })).toMatchObject({
      ok: false,
      error: { code: 'game-over' },
    });
  });
});
