// Response windows ask every responder that might answer: who is awaited reveals nothing of the hidden hands.
import { Dice, rngFromSeed } from '../core/random';
import type { Seat } from '../core/types';
import { chooseEollisAction } from './bot';
import { play, bareTable, uidOf, withDice, withHand, withPhase, withPirates, withPosts } from './test-kit';
import { eollis } from './index';
import type { ActionKind } from './cards/actions';
import type { MissionKind } from './cards/missions';
import type { EollisAction, EollisState } from './types';

/** Seat 0's Mr Mollet has rolled 3 on Drifting Wreck (Navigation 7); all four Clans may answer the roll. */
function trialWindow(): EollisState {
  let s = withPirates(bareTable(4), [
    ['p-mr-mollet', 'p-soeur-mathilde'],
    ['p-kid-mistral', 'p-tit-joseph'],
    ['p-mama-kalinda', 'p-rackham'],
    ['p-fifi-plumeau', 'p-petit-marquis'],
  ]);
  s = withPosts(s, {
    captain: 'p-mr-mollet',
    cook: 'p-kid-mistral',
    lookout: 'p-mama-kalinda',
    second: 'p-fifi-plumeau',
  });
  return withPhase(
    { ...s, currentEvent: 'ev-wreck' },
    {
      kind: 'trial',
      order: [0, 1, 2, 3],
      index: 0,
      window: {
        context: 'trial',
        rolls: [{ seat: 0, pirate: 'p-mr-mollet', base: 1, die: 3, mods: 0 }],
        responders: [0, 1, 2, 3],
        passed: [],
      },
    },
  );
}

/** The same table, seat 1 holding one card: a roll card it could play, or an unmet Secret Mission. */
function holding(kind: ActionKind | MissionKind): EollisState {
  return withHand(trialWindow(), 1, [kind]);
}

const onRolls = (s: EollisState, seat: Seat): EollisAction[] =>
  eollis.legalActions(s, seat).filter((a) => ['pass', 'playRoll', 'penalty', 'power'].includes(a.type));

/** What every Clan but seat 1 (and a spectator) can see of a state. */
function seenByOthers(s: EollisState): unknown {
  return {
    views: [0, 2, 3, 'spectator' as const].map((viewer) => eollis.view(s, viewer)),
    awaiting: eollis.awaiting(s),
    waitingFor: eollis.waitingFor(s),
  };
}

describe('response windows ask every responder holding a card', () => {
  it('a Clan holding a playable roll card is awaited exactly like one without: the others see no difference', () => {
    let withCard = holding('rum');
    let without = holding('m-hoard');
    // The states differ: seat 1 may play its Rum on the roll in one, it has nothing to play in the other.
    expect(onRolls(withCard, 1)).toContainEqual(expect.objectContaining({ type: 'playRoll' }));
    expect(onRolls(without, 1)).toEqual([{ type: 'pass' }]);
    expect(seenByOthers(withCard)).toEqual(seenByOthers(without));
    expect(eollis.waitingFor(withCard)).toEqual([0, 1, 2, 3]);
    // The same passes give the same public picture at each step, seat 1 still awaited in both.
    for (const seat of [0, 2, 3]) {
      withCard = play(withCard, seat, { type: 'pass' }).state;
      without = play(without, seat, { type: 'pass' }).state;
      expect(seenByOthers(withCard)).toEqual(seenByOthers(without));
    }
    expect(eollis.waitingFor(withCard)).toEqual([1]);
    expect(eollis.awaiting(without)).toEqual([1]);
  });

  it('the same holds for a Clan whose only play is a Brawl card’s −1 on another Clan’s roll', () => {
    const withCard = holding('rob');
    const without = holding('m-hoard');
    expect(onRolls(withCard, 1)).toContainEqual(expect.objectContaining({ type: 'penalty' }));
    expect(seenByOthers(withCard)).toEqual(seenByOthers(without));
  });

  it('a responder with nothing to play is offered the pass alone, and the window waits for it', () => {
    // A window as the table left it (hand-built): every responder still asked must pass.
    let s = trialWindow();
    for (const seat of [0, 1, 2, 3]) expect(onRolls(s, seat)).toEqual([{ type: 'pass' }]);
    for (const seat of [3, 1, 0]) {
      s = play(s, seat, { type: 'pass' }).state;
      expect(s.phase.kind).toBe('trial');
    }
    expect(eollis.awaiting(s)).toEqual([2]);
    // Having passed, a Clan is asked nothing more.
    expect(onRolls(s, 0)).toEqual([]);
    expect(eollis.apply(s, 0, { type: 'pass' }).ok).toBe(false);
    // The last pass closes the window: 1 + 3 = 4 fails Drifting Wreck.
    const { state, events } = play(s, 2, { type: 'pass' });
    expect(state.phase.kind).not.toBe('trial');
    expect(events.find((e) => e.type === 'trialFailed')?.total).toBe(4);
  });

  it('a turn timer passes for a responder, card or not', () => {
    const s = holding('rum');
    for (const seat of [0, 1, 2, 3]) expect(eollis.timeoutAction(s, seat)).toEqual({ type: 'pass' });
  });

  it('the bot passes when it has nothing worth playing', () => {
    const s = trialWindow();
    for (const seat of [0, 1, 2, 3]) {
      const action = chooseEollisAction(
        eollis.view(s, seat),
        eollis.legalActions(s, seat),
        new Dice(rngFromSeed('windows')),
      );
      expect(action).toEqual({ type: 'pass' });
    }
  });
});

describe('response windows leave out the Clans that certainly cannot answer', () => {
  /** The same table one step earlier: seat 0 is about to send Mr Mollet (no roll power) to the trial. */
  function attempting(s: EollisState): EollisState {
    return withPhase(s, { kind: 'attempt', order: [0, 1, 2, 3], index: 0 });
  }

  it('a window nobody could answer (empty hands, no roll power) resolves at once', () => {
    const s = withDice(attempting(trialWindow()), [3]);
    const { state, events } = play(s, 0, { type: 'attempt', pirate: 'p-mr-mollet' });
    expect(events.find((e) => e.type === 'trialFailed')?.total).toBe(4);
    expect(state.phase.kind).not.toBe('trial');
  });

  it('asks every Clan holding any card, playable or not: only hand sizes decide, which all can see', () => {
    for (const kind of ['rum', 'm-hoard'] as const) {
      const s = withDice(attempting(holding(kind)), [3]);
      const { state } = play(s, 0, { type: 'attempt', pirate: 'p-mr-mollet' });
      expect(state.phase.kind).toBe('trial');
      expect(eollis.waitingFor(state)).toEqual([1]);
    }
    const rum = play(withDice(attempting(holding('rum')), [3]), 0, {
      type: 'attempt',
      pirate: 'p-mr-mollet',
    });
    const hoard = play(withDice(attempting(holding('m-hoard')), [3]), 0, {
      type: 'attempt',
      pirate: 'p-mr-mollet',
    });
    expect(seenByOthers(rum.state)).toEqual(seenByOthers(hoard.state));
  });

  it('asks a Clan whose own roll it may still boost or re-roll with an untilted power', () => {
    // Lucky Sam (re-roll) attempts for seat 1; nobody holds a card.
    let s = withPirates(bareTable(4), [['p-mr-mollet'], ['p-lucky-sam'], ['p-rackham'], ['p-fifi-plumeau']]);
    s = withPosts(s, {
      captain: 'p-mr-mollet',
      cook: 'p-lucky-sam',
      lookout: 'p-rackham',
      second: 'p-fifi-plumeau',
    });
    s = withDice(
      withPhase({ ...s, currentEvent: 'ev-wreck' }, { kind: 'attempt', order: [1, 2, 3, 0], index: 0 }),
      [1],
    );
    const { state } = play(s, 1, { type: 'attempt', pirate: 'p-lucky-sam' });
    expect(eollis.waitingFor(state)).toEqual([1]);
    expect(onRolls(state, 1)).toContainEqual({ type: 'power', pirate: 'p-lucky-sam', roll: 0 });
  });

  it('a Clan that plays its card is not asked again on that roll, the others who might answer are', () => {
    const s = withHand(withHand(withDice(attempting(trialWindow()), [3]), 1, ['rum']), 2, ['daring']);
    let { state } = play(s, 0, { type: 'attempt', pirate: 'p-mr-mollet' });
    expect(eollis.waitingFor(state)).toEqual([1, 2]);
    state = play(state, 2, { type: 'pass' }).state;
    state = play(state, 1, { type: 'playRoll', card: uidOf(state, 1, 'rum'), roll: 0 }).state;
    // Reopened: seat 2 (a card, passed before) is asked again; seat 1 has played its card of the turn.
    expect(eollis.waitingFor(state)).toEqual([2]);
  });
});
