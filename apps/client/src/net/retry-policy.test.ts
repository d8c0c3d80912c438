import {
  BACKOFF_MAX_MS,
  GIVE_UP_AFTER_MS,
  REFUSALS_TO_GIVE_UP,
  backSentence,
  backoffMs,
  closeNeedsRetry,
  isRefusal,
  retryTable,
  retryingSentence,
  type RetryWorld,
  type WayBack,
} from './retry-policy';

const SEATED: WayBack = { roomId: 'room1', reconnectionToken: 'room1:tok', seatToken: 'seat-7' };
const WATCHING: WayBack = { roomId: 'room1', reconnectionToken: 'room1:tok', seatToken: null };

/** No answer at all: what colyseus.js throws when fetch fails (a ServerError without a code). */
const unreachable = (): Error => Object.assign(new Error('Failed to fetch'), { code: undefined });
/** The matchmaker's answer: no such room, or an expired reconnection token. */
const refused = (): Error => Object.assign(new Error('room "room1" not found'), { code: 4212 });

type Step = 'ok' | 'down' | 'no';

/** A fake world: each attempt's two answers are scripted; sleeping moves a fake clock. */
function world(script: ReadonlyArray<[Step, Step]>, cancelAfter = Infinity) {
  let clock = 0;
  const calls: string[] = [];
  const waits: number[] = [];
  const attempts: number[] = [];
  let turn = 0;
  const answer = (step: Step | undefined, what: string): Promise<string> => {
    if (step === 'ok') return Promise.resolve(what);
    return Promise.reject(step === 'no' ? refused() : unreachable());
  };
  const fake: RetryWorld<string> = {
    reconnect: (token) => {
      calls.push(`reconnect ${token}`);
      return answer(script[turn]?.[0], 'room via token');
    },
    rejoin: (roomId, seatToken) => {
      calls.push(`rejoin ${roomId} ${seatToken ?? 'spectate'}`);
      const step = script[turn]?.[1];
      turn += 1;
      return answer(step, 'room via rejoin');
    },
    sleep: (ms) => {
      waits.push(ms);
      clock += ms;
      return Promise.resolve();
    },
    now: () => clock,
    attempt: (n) => attempts.push(n),
    cancelled: () => attempts.length >= cancelAfter,
  };
  return { fake, calls, waits, attempts, clock: () => clock };
}

describe('closeNeedsRetry', () => {
  it.each([
    [1006, false, true],
    [1001, false, true],
    [1005, false, true],
    [1011, false, true],
    [1012, false, true],
    // A server shutting down closes with the code of a consented leave: only our own leave is a leave.
    [4000, false, true],
    [4000, true, false],
    [1006, true, false],
    [1000, false, false],
    [1008, false, false],
    // A bot took the seat for its time-outs: the player takes it back by choice, not by a retry.
    [4100, false, false],
  ])('close %i, left on purpose %s → retry %s', (code, onPurpose, retry) => {
    expect(closeNeedsRetry(code, onPurpose)).toBe(retry);
  });
});

describe('backoffMs', () => {
  it('starts at half a second and doubles up to 8 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(backoffMs)).toEqual([500, 1000, 2000, 4000, 8000, 8000, 8000, 8000]);
    expect(backoffMs(10_000)).toBe(BACKOFF_MAX_MS);
  });
});

describe('isRefusal', () => {
  it('tells an answer of the server from no answer', () => {
    expect(isRefusal(refused())).toBe(true);
    expect(isRefusal(unreachable())).toBe(false);
    expect(isRefusal(Object.assign(new Error('Service Unavailable'), { code: 503 }))).toBe(false);
    expect(isRefusal('boom')).toBe(false);
  });
});

describe('retryTable', () => {
  it('comes back through the reconnection token when the server kept the seat', async () => {
    const w = world([
      ['down', 'down'],
      ['ok', 'ok'],
    ]);
    const outcome = await retryTable(SEATED, w.fake);
    expect(outcome).toEqual({ kind: 'back', room: 'room via token', via: 'token', attempts: 2 });
    expect(w.calls).toEqual(['reconnect room1:tok', 'rejoin room1 seat-7', 'reconnect room1:tok']);
    expect(w.waits).toEqual([500, 1000]);
    expect(w.attempts).toEqual([1, 2]);
  });

  it('tries the token first, then the same room id with the seat token (a restart voids the token)', async () => {
    const w = world([
      ['down', 'down'],
      ['down', 'down'],
      ['no', 'ok'],
    ]);
    const outcome = await retryTable(SEATED, w.fake);
    expect(outcome).toEqual({ kind: 'back', room: 'room via rejoin', via: 'rejoin', attempts: 3 });
    expect(w.calls.slice(-2)).toEqual(['reconnect room1:tok', 'rejoin room1 seat-7']);
    expect(w.waits).toEqual([500, 1000, 2000]);
  });

  it('brings a spectator back as a spectator', async () => {
    const w = world([['no', 'ok']]);
    const outcome = await retryTable(WATCHING, w.fake);
    expect(outcome.kind).toBe('back');
    expect(w.calls).toEqual(['reconnect room1:tok', 'rejoin room1 spectate']);
  });

  it('keeps trying while the server is down, then gives up after a few minutes', async () => {
    const w = world([]);
    const outcome = await retryTable(SEATED, w.fake);
    expect(outcome).toEqual({ kind: 'unreachable' });
    expect(w.clock()).toBeGreaterThanOrEqual(GIVE_UP_AFTER_MS);
    expect(w.clock()).toBeLessThan(GIVE_UP_AFTER_MS + BACKOFF_MAX_MS);
    expect(w.attempts.length).toBeGreaterThan(20);
  });

  it('stops when a reachable server refuses every way back several times in a row: the table is gone', async () => {
    const w = world(Array.from({ length: 10 }, (): [Step, Step] => ['no', 'no']));
    expect(await retryTable(SEATED, w.fake)).toEqual({ kind: 'gone' });
    expect(w.attempts).toEqual([1, 2, 3, 4].slice(0, REFUSALS_TO_GIVE_UP));
  });

  it('does not count a refusal while the other way gets no answer (a restart still restoring)', async () => {
    const w = world([...Array.from({ length: 6 }, (): [Step, Step] => ['no', 'down']), ['no', 'ok']]);
    const outcome = await retryTable(SEATED, w.fake);
    expect(outcome.kind).toBe('back');
  });

  it('announces no further attempt once the player left during one', async () => {
    const w = world([]);
    let left = false;
    const fake: RetryWorld<string> = {
      ...w.fake,
      rejoin: () => {
        left = true;
        return Promise.reject(unreachable());
      },
      cancelled: () => left,
    };
    expect(await retryTable(SEATED, fake)).toEqual({ kind: 'cancelled' });
    expect(w.attempts).toEqual([1]);
  });

  it('stops as soon as the player leaves the table', async () => {
    const w = world([], 2);
    expect(await retryTable(SEATED, w.fake)).toEqual({ kind: 'cancelled' });
    expect(w.attempts).toEqual([1, 2]);
  });
});

describe('sentences', () => {
  it('tells a restart from a blip, and counts attempts', () => {
    expect(backSentence('rejoin', 1012)).toBe('The server restarted — back at your table.');
    expect(backSentence('rejoin', 4000)).toBe('The server restarted — back at your table.');
    expect(backSentence('rejoin', 1006)).toBe('The server restarted — back at your table.');
    expect(backSentence('token', 1006)).toBe('Back at your table.');
    expect(retryingSentence(3)).toBe('Connection lost — reconnecting… (attempt 3)');
  });
});
