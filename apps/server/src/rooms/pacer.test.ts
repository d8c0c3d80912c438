// Turn timers: one clock per decision, kept through a simultaneous phase, a timeout that ends the decision, a bank
// for time over the allowance, and a bot for a seat out of time twice in a row.
import type { ActionShape } from '@flotilla/rules';
import { Pacer, type PacedTable } from './pacer';

const SECONDS = 4;

/**
 * A table of people whose awaited seats the test sets; each seat's decision takes `steps[seat]` actions, the same for
 * its default and for a bot (picks, then the lock).
 */
function table(
  awaiting: number[],
  steps: Record<number, number> = {},
  bank = 0,
  kept = false,
  botDelayMs = 0,
) {
  const state = {
    awaiting,
    deadline: 0,
    version: 0,
    played: [] as Array<[number, string]>,
    bots: [] as number[],
  };
  let pacer: Pacer | null = null;
  const apply = (seat: number, action: ActionShape): boolean => {
    state.played.push([seat, action.type]);
    // A pick changes nothing public; the lock does.
    if (action.type !== 'commit') state.version++;
    const left = (steps[seat] ?? 1) - 1;
    steps[seat] = left;
    if (left <= 0) state.awaiting = state.awaiting.filter((s) => s !== seat);
    pacer?.afterChange();
    return true;
  };
  const paced: PacedTable = {
    playing: () => true,
    awaiting: () => state.awaiting,
    anyBot: () => state.bots.length > 0,
    occupant: (seat) => (state.bots.includes(seat) ? 'bot' : 'human'),
    botMove: (seat) => ({ type: (steps[seat] ?? 1) > 1 ? 'commit' : 'lock' }),
    timeoutMove: (seat) => ({ type: (steps[seat] ?? 1) > 1 ? 'commit' : 'lock' }),
    play: (seat: number, action: ActionShape) => {
      // A table with a store keeps an action before it applies it: the pacer hears back a tick later.
      if (kept) return Promise.resolve().then(() => apply(seat, action));
      return apply(seat, action);
    },
    turnSeconds: () => SECONDS,
    bankSeconds: () => bank,
    setDeadline: (epochMs) => {
      state.deadline = epochMs;
    },
    handToBot: (seat) => {
      state.bots.push(seat);
      pacer?.afterChange();
    },
    publicVersion: () => state.version,
  };
  pacer = new Pacer(paced, () => botDelayMs);
  return { state, pacer };
}

beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
afterEach(() => jest.useRealTimers());

describe('turn timers', () => {
  it('keep the clock of a simultaneous phase for the seats still to act', () => {
    const { state, pacer } = table([0, 1, 2]);
    pacer.afterChange();
    const deadline = state.deadline;
    expect(deadline).toBe(1_000_000 + SECONDS * 1000);
    jest.advanceTimersByTime(50);
    state.awaiting = [1, 2];
    pacer.afterChange();
    expect(state.deadline).toBe(deadline);
    pacer.stop();
  });

  it('start a new clock for a new decision, even of the same seats', () => {
    const { state, pacer } = table([0, 1]);
    pacer.afterChange();
    jest.advanceTimersByTime(1000);
    state.awaiting = [1];
    pacer.afterChange();
    jest.advanceTimersByTime(1000);
    state.awaiting = [0, 1];
    pacer.afterChange();
    expect(state.deadline).toBe(1_000_000 + 2000 + SECONDS * 1000);
    pacer.stop();
  });

  it('end a decision of several steps when the time runs out, without a new clock after its first step', () => {
    const { state, pacer } = table([0], { 0: 3 });
    pacer.afterChange();
    jest.advanceTimersByTime(SECONDS * 1000);
    expect(state.played).toEqual([
      [0, 'commit'],
      [0, 'commit'],
      [0, 'lock'],
    ]);
    expect(state.awaiting).toEqual([]);
    expect(state.deadline).toBe(0);
    pacer.stop();
  });

  it('give the next decision of a seat always awaited a clock of its own, one default per clock', () => {
    // A solo game awaits its player at every step, and every step is public: a timeout must not play the game.
    const played: string[] = [];
    let version = 0;
    const pacer: Pacer = new Pacer(
      {
        playing: () => true,
        awaiting: () => [0],
        anyBot: () => false,
        occupant: () => 'human',
        botMove: () => null,
        timeoutMove: () => ({ type: 'roll' }),
        play: (_seat, action) => {
          played.push(action.type);
          version++;
          pacer.afterChange();
          return true;
        },
        turnSeconds: () => SECONDS,
        bankSeconds: () => 0,
        setDeadline: () => undefined,
        handToBot: () => undefined,
        publicVersion: () => version,
      },
      () => 0,
    );
    pacer.afterChange();
    jest.advanceTimersByTime(SECONDS * 1000);
    expect(played).toEqual(['roll']);
    jest.advanceTimersByTime(SECONDS * 1000);
    expect(played).toEqual(['roll', 'roll']);
    pacer.stop();
  });

  it('clear the deadline when no person is awaited', () => {
    const { state, pacer } = table([0]);
    pacer.afterChange();
    state.awaiting = [];
    pacer.afterChange();
    expect(state.deadline).toBe(0);
    jest.advanceTimersByTime(SECONDS * 1000);
    expect(state.played).toEqual([]);
  });
});

describe('the bank and idle seats', () => {
  it('spend a seat’s bank only on the time it runs over a decision’s allowance, for the whole game', () => {
    const { state, pacer } = table([0], {}, 6);
    pacer.afterChange();
    // The allowance, then the bank: 4 + 6 seconds.
    expect(state.deadline).toBe(1_000_000 + (SECONDS + 6) * 1000);
    jest.advanceTimersByTime((SECONDS + 1) * 1000);
    state.awaiting = [];
    pacer.afterChange();
    // One second over: 5 seconds of bank left for the next decision.
    state.awaiting = [0];
    pacer.afterChange();
    expect(state.deadline).toBe(Date.now() + (SECONDS + 5) * 1000);
    jest.advanceTimersByTime((SECONDS + 5) * 1000);
    expect(state.played).toEqual([[0, 'lock']]);
    pacer.stop();
  });

  it('hand a seat to a bot after two time-outs in a row, and not after two apart', () => {
    // Seat 1 times out, acts in time, then times out again: still a person's seat.
    const apart = table([1]);
    apart.pacer.afterChange();
    jest.advanceTimersByTime(SECONDS * 1000);
    apart.state.awaiting = [1];
    apart.pacer.afterChange();
    jest.advanceTimersByTime(1000);
    apart.state.awaiting = [];
    apart.pacer.afterChange();
    apart.state.awaiting = [1];
    apart.pacer.afterChange();
    jest.advanceTimersByTime(SECONDS * 1000);
    expect(apart.state.played).toEqual([
      [1, 'lock'],
      [1, 'lock'],
    ]);
    expect(apart.state.bots).toEqual([]);
    apart.pacer.stop();

    // Seat 0 sends nothing at all: its second time-out gives it to the bot, and no clock runs for it any more.
    const idle = table([0]);
    idle.pacer.afterChange();
    jest.advanceTimersByTime(SECONDS * 1000);
    idle.state.awaiting = [0];
    idle.pacer.afterChange();
    jest.advanceTimersByTime(SECONDS * 1000);
    expect(idle.state.played).toEqual([
      [0, 'lock'],
      [0, 'lock'],
    ]);
    expect(idle.state.bots).toEqual([0]);
    idle.state.awaiting = [0];
    idle.pacer.afterChange();
    expect(idle.state.deadline).toBe(0);
    idle.pacer.stop();
  });

  it('count a default kept by the store as a time-out, not as the seat’s own move', async () => {
    // Seat 0 sends nothing; each default is kept before it is applied. Two time-outs in a row still make it idle.
    const { state, pacer } = table([0], {}, 0, true);
    pacer.afterChange();
    await jest.advanceTimersByTimeAsync(SECONDS * 1000);
    expect(state.played).toEqual([[0, 'lock']]);
    state.awaiting = [0];
    pacer.afterChange();
    await jest.advanceTimersByTimeAsync(SECONDS * 1000);
    expect(state.played).toEqual([
      [0, 'lock'],
      [0, 'lock'],
    ]);
    expect(state.bots).toEqual([0]);
    pacer.stop();
  });
});

describe('bots', () => {
  it.each([false, true])(
    'play a decision’s silent steps at once, one pause for the whole decision (kept by a store: %s)',
    async (kept) => {
      // A bot's boarding picks change nothing public: paced one a pause, the time before its lock counted them.
      const { state, pacer } = table([1], { 1: 3 }, 0, kept, 600);
      state.bots.push(1);
      pacer.afterChange();
      await jest.advanceTimersByTimeAsync(599);
      expect(state.played).toEqual([]);
      await jest.advanceTimersByTimeAsync(1);
      expect(state.played).toEqual([
        [1, 'commit'],
        [1, 'commit'],
        [1, 'lock'],
      ]);
      pacer.stop();
    },
  );
});
