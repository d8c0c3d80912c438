// Finding and keeping a seat: invite codes, spectators, reconnection, bots taking over and giving back, timers.
import { LocalPresence, matchMaker } from '@colyseus/core';
import { CLOSE_IDLE } from '@flotilla/protocol';
import { boot, type ColyseusTestServer } from '@colyseus/testing';
import { appConfig } from './app';
import { readConfig, settings } from './config';
import {
  CODE_ALPHABET,
  CODE_LENGTH,
  isWellFormedCode,
  normaliseCode,
  reserveCode,
  resolveCode,
} from './invites';
import { WRONG_CODES_PER_MINUTE } from './http';
import { AUDIENCE_FULL, AUDIENCE_LIMIT } from './rooms/audience';
import { playRandomly, seeded, tableOf, until, watch, type Watched } from './testing/clients';

let colyseus: ColyseusTestServer;

beforeAll(async () => {
  settings.current = { ...readConfig(), botDelayMs: 1, reconnectSeconds: 1 };
  colyseus = await boot(appConfig, 2574);
});
afterEach(() => colyseus.cleanup());
afterAll(() => colyseus.shutdown());

describe('invite codes', () => {
  it('are short, free of look-alike characters, unique and resolvable', async () => {
    for (const ch of '015SZ2BO8IL6U') expect(CODE_ALPHABET).not.toContain(ch);
    expect(new Set(CODE_ALPHABET).size).toBe(23);
    const presence = new LocalPresence();
    const codes = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const code = await reserveCode(presence, `room-${i}`);
      expect(code).toHaveLength(CODE_LENGTH);
      expect(isWellFormedCode(code)).toBe(true);
      codes.add(code);
    }
    expect(codes.size).toBe(500);
    const [first] = [...codes];
    expect(await resolveCode(presence, (first ?? '').toLowerCase())).toMatch(/^room-/);
    expect(normaliseCode(' ab-cd ')).toBe('ABCD');
    expect(await resolveCode(presence, 'not a code')).toBeNull();
  });

  it('open a private table to friends, and wrong codes are refused then rate-limited', async () => {
    const host = watch(
      await colyseus.sdk.create('table', { game: 'captains-war', players: 2, private: true, name: 'Host' }),
    );
    await until(() => host.inviteCode !== null, 5000, 'the invite code');
    const response = await fetch(`http://127.0.0.1:2574/api/invites/${host.inviteCode}`);
    const card = (await response.json()) as { roomId: string };
    const { roomId } = card;
    expect(roomId).toBe(host.room.roomId);
    // The invite's landing card: the table's game, size, host and seats taken (its own lobby metadata).
    expect(card).toMatchObject({
      game: 'captains-war',
      players: 2,
      seated: 1,
      host: 'Host',
      status: 'waiting',
    });
    const friend = watch(await colyseus.sdk.joinById(roomId, { name: 'Friend' }));
    await until(() => friend.seat === 1, 5000, 'the friend’s seat');
    // A private table is neither in quick play nor in the lobby.
    const stranger = watch(
      await colyseus.sdk.joinOrCreate('table', { game: 'captains-war', players: 2, name: 'Stranger' }),
    );
    expect(stranger.room.roomId).not.toBe(roomId);

    const statuses: number[] = [];
    for (let i = 0; i < WRONG_CODES_PER_MINUTE + 2; i++) {
      statuses.push((await fetch('http://127.0.0.1:2574/api/invites/AAAAAAA')).status);
    }
    expect(statuses.slice(0, WRONG_CODES_PER_MINUTE).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(WRONG_CODES_PER_MINUTE)).toEqual([429, 429]);
  });

  it('keep options to private tables: quick play never lands a stranger at a table with a timer or variant', async () => {
    for (const odd of [
      { turnSeconds: 600 },
      { spectators: false },
      { botsFill: true },
      { options: { variant: 'x' } },
    ]) {
      await expect(
        colyseus.sdk.create('table', { game: 'captains-war', players: 2, name: 'Odd', ...odd }),
      ).rejects.toThrow('public-standard');
    }
    const standard = watch(
      await colyseus.sdk.create('table', { game: 'captains-war', players: 2, name: 'Std' }),
    );
    const stranger = watch(
      await colyseus.sdk.joinOrCreate('table', { game: 'captains-war', players: 2, name: 'Stranger' }),
    );
    expect(stranger.room.roomId).toBe(standard.room.roomId);
  });

  it('lets the host seat bots and start the table only once every seat is filled', async () => {
    const host = watch(
      await colyseus.sdk.create('table', { game: 'captains-war', players: 3, private: true, name: 'Host' }),
    );
    await until(() => host.seat === 0, 5000, 'the host’s seat');
    host.room.send('start', {});
    await until(() => host.messages.some((m) => m.type === 'error'), 5000, 'a refusal');
    expect((host.messages.find((m) => m.type === 'error')?.message as { code: string }).code).toBe(
      'cannot-start',
    );
    host.room.send('bot', { seat: 1, on: true });
    host.room.send('bot', { seat: 2, on: true });
    await until(
      () =>
        (tableOf(host) as unknown as { seats: Array<{ occupant: string }> }).seats.every(
          (s) => s.occupant !== 'open',
        ),
      5000,
      'bots',
    );
    host.room.send('start', {});
    await until(() => tableOf(host).status === 'playing', 5000, 'the start');
  });
});

describe('the lobby', () => {
  it('lists waiting public tables live, and drops them when they start; private tables never appear', async () => {
    const lobby = await colyseus.sdk.joinOrCreate('lobby');
    let listed: Array<{ roomId: string; metadata?: { game: string; seated: number } }> = [];
    lobby.onMessage('rooms', (rooms: typeof listed) => (listed = rooms));
    lobby.onMessage('+', ([roomId, room]: [string, (typeof listed)[number]]) => {
      listed = [...listed.filter((r) => r.roomId !== roomId), room];
    });
    lobby.onMessage('-', (roomId: string) => (listed = listed.filter((r) => r.roomId !== roomId)));
    const first = watch(
      await colyseus.sdk.joinOrCreate('table', { game: 'fifteen-men', players: 2, name: 'A' }),
    );
    const secret = watch(
      await colyseus.sdk.create('table', { game: 'fifteen-men', players: 2, private: true, name: 'P' }),
    );
    await until(() => listed.some((r) => r.roomId === first.room.roomId), 5000, 'the listing');
    expect(listed.find((r) => r.roomId === first.room.roomId)?.metadata).toMatchObject({
      game: 'fifteen-men',
      seated: 1,
    });
    expect(listed.some((r) => r.roomId === secret.room.roomId)).toBe(false);
    await colyseus.sdk.joinOrCreate('table', { game: 'fifteen-men', players: 2, name: 'B' });
    await until(
      () => !listed.some((r) => r.roomId === first.room.roomId),
      5000,
      'the started table to leave the list',
    );
    await lobby.leave();
  });
});

describe('spectators', () => {
  it('see the public table only and may not act', async () => {
    const player = watch(
      await colyseus.sdk.create('table', { game: 'captains-war', players: 2, private: true, name: 'A' }),
    );
    const spectator = watch(await colyseus.sdk.joinById(player.room.roomId, { spectate: true }));
    await until(() => spectator.messages.some((m) => m.type === 'welcome'), 5000, 'welcome');
    expect(spectator.seat).toBeNull();
    spectator.room.send('act', { action: { type: 'roll' } });
    spectator.room.send('ready', { ready: true });
    await until(() => spectator.messages.filter((m) => m.type === 'error').length === 2, 5000, 'refusals');
    expect(
      spectator.messages.filter((m) => m.type === 'error').map((m) => (m.message as { code: string }).code),
    ).toEqual(['spectator', 'spectator']);
    expect(Object.keys(tableOf(spectator).secrets ?? {})).toEqual([]);
  });

  it('come back to watching after a reload, still without a seat or secrets', async () => {
    const player = watch(
      await colyseus.sdk.create('table', { game: 'captains-war', players: 2, private: true, name: 'A' }),
    );
    const spectator = watch(await colyseus.sdk.joinById(player.room.roomId, { spectate: true }));
    await until(() => spectator.messages.some((m) => m.type === 'welcome'), 5000, 'welcome');
    const token = spectator.room.reconnectionToken;
    spectator.room.connection.close(3001, 'a reload');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const back = watch(await colyseus.sdk.reconnect(token));
    await until(() => back.states.length > 0, 5000, 'the table again');
    expect(Object.keys(tableOf(back).secrets ?? {})).toEqual([]);
    back.room.send('ready', { ready: true });
    await until(() => back.messages.some((m) => m.type === 'error'), 5000, 'a refusal');
    expect((back.messages.find((m) => m.type === 'error')?.message as { code: string }).code).toBe(
      'spectator',
    );
  });

  it('never take a seat or its reclaim: the table counts its audience, and refuses a spectator beyond it', async () => {
    const host = watch(
      await colyseus.sdk.create('table', { game: 'captains-war', players: 2, private: true, name: 'Host' }),
    );
    await until(() => host.seat === 0, 5000, 'the host’s seat');
    const roomId = host.room.roomId;
    const audience = await Promise.all(
      Array.from({ length: AUDIENCE_LIMIT }, () => colyseus.sdk.joinById(roomId, { spectate: true })),
    );
    await expect(colyseus.sdk.joinById(roomId, { spectate: true })).rejects.toThrow(AUDIENCE_FULL);
    // The invited friend still sits down, however large the audience.
    const friend = watch(await colyseus.sdk.joinById(roomId, { name: 'Friend' }));
    await until(() => friend.seat === 1, 5000, 'the friend’s seat');
    friend.room.send('ready', { ready: true });
    await until(() => host.room.state.toJSON().seats[1].ready === true, 5000, 'the friend ready');
    host.room.send('start', {});
    await until(() => tableOf(host).status === 'playing', 5000, 'the start');
    // A player whose seat a bot took takes it back while the audience is full.
    friend.room.connection.close(3001, 'a drop');
    await until(
      () => (tableOf(host) as unknown as { seats: Array<{ occupant: string }> }).seats[1]?.occupant === 'bot',
      5000,
      'the bot in the friend’s seat',
    );
    await expect(colyseus.sdk.joinById(roomId, { spectate: true })).rejects.toThrow(AUDIENCE_FULL);
    const back = watch(await colyseus.sdk.joinById(roomId, { reclaim: friend.seatToken ?? '' }));
    await until(() => back.seat === 1, 5000, 'the friend back in the seat');
    // A spectator who leaves for good frees a place.
    await audience[0]?.leave(true);
    await until(
      () => colyseus.getRoomById(roomId).clients.length === AUDIENCE_LIMIT - 1 + 2,
      5000,
      'the spectator gone',
    );
    const next = watch(await colyseus.sdk.joinById(roomId, { spectate: true }));
    await until(() => next.messages.some((m) => m.type === 'welcome'), 5000, 'the next spectator');
  }, 30_000);

  it('are refused by a table that takes no audience', async () => {
    const player = watch(
      await colyseus.sdk.create('table', {
        game: 'captains-war',
        players: 2,
        private: true,
        spectators: false,
        name: 'A',
      }),
    );
    await expect(colyseus.sdk.joinById(player.room.roomId, { spectate: true })).rejects.toThrow(
      'no-spectators',
    );
  });
});

describe('quick play', () => {
  it('seats bots in the open seats and starts once a stranger has waited long enough', async () => {
    const before = settings.current;
    settings.current = { ...before, quickPlayBotsSeconds: 1 };
    try {
      const a = watch(
        await colyseus.sdk.joinOrCreate('table', { game: 'fifteen-men', players: 3, name: 'Alone' }),
      );
      await until(() => tableOf(a).status === 'waiting', 5000, 'the waiting room');
      const waiting = tableOf(a) as unknown as { deadline: number; status: string };
      expect(waiting.deadline).toBeGreaterThan(Date.now());
      await until(() => tableOf(a).status === 'playing', 5000, 'the bots and the start');
      const seats = (tableOf(a) as unknown as { seats: Array<{ occupant: string }> }).seats;
      expect(seats.map((seat) => seat.occupant)).toEqual(['human', 'bot', 'bot']);
    } finally {
      settings.current = before;
    }
  }, 10_000);

  it('keeps a private table waiting for its host, whatever the wait', async () => {
    const before = settings.current;
    settings.current = { ...before, quickPlayBotsSeconds: 1 };
    try {
      const host = watch(
        await colyseus.sdk.create('table', { game: 'fifteen-men', players: 3, private: true, name: 'Host' }),
      );
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(tableOf(host).status).toBe('waiting');
      expect((tableOf(host) as unknown as { deadline: number }).deadline).toBe(0);
    } finally {
      settings.current = before;
    }
  });
});

describe('reconnection and bots', () => {
  async function twoPlayerGame() {
    const a = watch(
      await colyseus.sdk.joinOrCreate('table', { game: 'captains-war', players: 2, name: 'A' }),
    );
    const b = watch(
      await colyseus.sdk.joinOrCreate('table', { game: 'captains-war', players: 2, name: 'B' }),
    );
    await until(() => tableOf(a).status === 'playing' && tableOf(b).status === 'playing', 5000, 'the start');
    return { a, b };
  }

  it('brings a dropped player back to the same seat with the private view, within the window', async () => {
    const { a } = await twoPlayerGame();
    const token = a.room.reconnectionToken;
    a.room.connection.close(3001, 'network drop');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const back = watch(await colyseus.sdk.reconnect(token));
    await until(() => Object.keys(tableOf(back).secrets ?? {}).length === 1, 5000, 'the private view');
    expect(Object.keys(tableOf(back).secrets)).toEqual(['0']);
    expect(JSON.parse(tableOf(back).secrets['0']?.legal ?? '[]')).toEqual([{ type: 'roll' }]);
  });

  it('hands the seat to a bot after the window, and gives it back to its player', async () => {
    const { a, b } = await twoPlayerGame();
    const seatToken = a.seatToken;
    a.room.connection.close(3001, 'network drop');
    await until(
      () => (tableOf(b) as unknown as { seats: Array<{ occupant: string }> }).seats[0]?.occupant === 'bot',
      5000,
      'the bot',
    );
    await until(() => tableOf(b).version > 0, 5000, 'the bot to play');
    const back = watch(await colyseus.sdk.joinById(b.room.roomId, { reclaim: seatToken ?? '' }));
    await until(() => back.seat === 0, 5000, 'the seat back');
    await until(
      () =>
        (tableOf(back) as unknown as { seats: Array<{ occupant: string }> }).seats[0]?.occupant === 'human',
      5000,
      'the human back',
    );
    expect(Object.keys(tableOf(back).secrets)).toEqual(['0']);
  });
});

describe('the waiting room', () => {
  type Seats = { seats: Array<{ occupant: string; name: string; host: boolean; connected: boolean }> };
  const seatsOf = (watched: ReturnType<typeof watch>) =>
    (tableOf(watched) as unknown as Partial<Seats>).seats ?? [];
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('keeps a dropped player’s seat, host role and private table through a reload', async () => {
    const host = watch(
      await colyseus.sdk.create('table', { game: 'captains-war', players: 2, private: true, name: 'Host' }),
    );
    await until(() => host.inviteCode !== null, 5000, 'the invite code');
    const code = host.inviteCode ?? '';
    const token = host.room.reconnectionToken;
    host.room.connection.close(3001, 'a reload');
    await sleep(200);
    const back = watch(await colyseus.sdk.reconnect(token));
    await until(() => seatsOf(back)[0]?.connected === true, 5000, 'the seat back');
    expect(seatsOf(back)[0]).toMatchObject({ occupant: 'human', name: 'Host', host: true });
    // The code still opens the table (asked of the presence: this suite's address is over the wrong-code limit).
    expect(await resolveCode(matchMaker.presence, code)).toBe(back.room.roomId);
  });

  it('opens the seat of a player who does not come back within the window', async () => {
    const host = watch(
      await colyseus.sdk.create('table', { game: 'captains-war', players: 2, private: true, name: 'Host' }),
    );
    await until(() => host.seat === 0, 5000, 'the host’s seat');
    const friend = watch(await colyseus.sdk.joinById(host.room.roomId, { name: 'Friend' }));
    await until(() => seatsOf(host)[1]?.occupant === 'human', 5000, 'the friend seated');
    friend.room.connection.close(3001, 'gone');
    await until(() => seatsOf(host)[1]?.connected === false, 5000, 'the drop seen');
    expect(seatsOf(host)[1]?.occupant).toBe('human');
    await until(() => seatsOf(host)[1]?.occupant === 'open', 5000, 'the seat open again');
  });

  it('gives the next person in a vacated seat a seat token of their own', async () => {
    const host = watch(
      await colyseus.sdk.create('table', { game: 'captains-war', players: 2, private: true, name: 'Host' }),
    );
    await until(() => host.seat === 0, 5000, 'the host’s seat');
    const mallory = watch(await colyseus.sdk.joinById(host.room.roomId, { name: 'Mallory' }));
    await until(() => mallory.seatToken !== null, 5000, 'Mallory’s token');
    const stale = mallory.seatToken ?? '';
    await mallory.room.leave(true);
    await until(() => seatsOf(host)[1]?.occupant === 'open', 5000, 'the seat open');
    const bob = watch(await colyseus.sdk.joinById(host.room.roomId, { name: 'Bob' }));
    await until(() => bob.seat === 1, 5000, 'Bob’s seat');
    expect(bob.seatToken).not.toBeNull();
    expect(bob.seatToken).not.toBe(stale);

    bob.room.send('ready', { ready: true });
    await until(() => host.room.state.toJSON().seats[1].ready === true, 5000, 'Bob ready');
    host.room.send('start', {});
    await until(() => tableOf(host).status === 'playing', 5000, 'the start');
    bob.room.connection.close(3001, 'a drop');
    await until(() => seatsOf(host)[1]?.occupant === 'bot', 5000, 'the bot in Bob’s seat');
    await expect(
      colyseus.sdk.joinById(host.room.roomId, { name: 'Mallory', reclaim: stale }),
    ).rejects.toThrow('game-started');
    const back = watch(await colyseus.sdk.joinById(host.room.roomId, { reclaim: bob.seatToken ?? '' }));
    await until(() => back.seat === 1, 5000, 'Bob back in his seat');
  });
});

describe('turn timers', () => {
  it('take the neutral default for a player who lets the timer run out', async () => {
    const host = watch(
      await colyseus.sdk.create('table', {
        game: 'captains-war',
        players: 2,
        private: true,
        botsFill: true,
        turnSeconds: 1,
        name: 'Slow',
      }),
    );
    await until(() => host.seat === 0, 5000, 'the seat');
    host.room.send('start', {});
    await until(() => tableOf(host).status === 'playing', 5000, 'the start');
    expect((tableOf(host) as unknown as { deadline: number }).deadline).toBeGreaterThan(Date.now());
    // Seat 0 must roll; it does nothing, and after a second the table rolls for it.
    await until(() => tableOf(host).version >= 1, 4000, 'the timeout action');
    const heard = host.states
      .map((json) => JSON.parse(json) as { version: number; events: string })
      .find((state) => state.version === 1);
    const events = JSON.parse(heard?.events ?? '{}') as {
      version?: number;
      events?: Array<{ type: string }>;
    };
    expect(events.version).toBe(1);
    expect(events.events?.[0]?.type).toBe('diceRolled');
  });

  it.each([
    ['captains-war', 2],
    ['fifteen-men', 2],
    ['eollis', 3],
  ])(
    'give a public table of %s a clock, and its seat to a bot after two time-outs in a row; its player takes it back',
    async (game, players) => {
      const before = settings.current;
      settings.current = { ...before, publicClock: { turnSeconds: 1, bankSeconds: 1 } };
      try {
        const idle = watch(await colyseus.sdk.joinOrCreate('table', { game, players, name: 'Idle' }));
        const others: Watched[] = [];
        for (let i = 1; i < players; i++) {
          others.push(watch(await colyseus.sdk.joinOrCreate('table', { game, players, name: `Other ${i}` })));
        }
        const [other] = others;
        if (other === undefined) throw new Error('no other player');
        await until(() => tableOf(other).status === 'playing', 5000, 'the start');
        const table = () =>
          tableOf(other) as unknown as {
            turnSeconds: number;
            bankSeconds: number;
            deadline: number;
            seats: Array<{ occupant: string }>;
          };
        expect(table()).toMatchObject({ turnSeconds: 1, bankSeconds: 1 });
        const stops = others.map((c, i) => playRandomly(c, seeded(i + 7)));
        let closed: number | null = null;
        idle.room.onLeave((code) => (closed = code));
        // Seat 0 sends nothing: its first decision runs out after 2 s (the second and the bank), its next after 1 s.
        await until(() => table().seats[0]?.occupant === 'bot', 10_000, 'the bot in the idle seat');
        await until(() => closed !== null, 2000, 'the idle client closed');
        expect(closed).toBe(CLOSE_IDLE);
        const version = tableOf(other).version;
        await until(() => tableOf(other).version > version + 2, 5000, 'the bot playing on');
        const back = watch(await colyseus.sdk.joinById(other.room.roomId, { reclaim: idle.seatToken ?? '' }));
        await until(() => back.seat === 0, 5000, 'the seat back');
        await until(() => table().seats[0]?.occupant === 'human', 5000, 'the player back in the seat');
        stops.forEach((stop) => stop());
      } finally {
        settings.current = before;
      }
    },
    20_000,
  );

  it('give the seat back to a player who reconnects after a bot took it for time-outs during the drop', async () => {
    const before = settings.current;
    settings.current = { ...before, reconnectSeconds: 20 };
    try {
      const host = watch(
        await colyseus.sdk.create('table', {
          game: 'captains-war',
          players: 2,
          private: true,
          botsFill: true,
          turnSeconds: 1,
          name: 'Dropped',
        }),
      );
      await until(() => host.seat === 0, 5000, 'the seat');
      host.room.send('start', {});
      await until(() => tableOf(host).status === 'playing', 5000, 'the start');
      const token = host.room.reconnectionToken;
      const roomId = host.room.roomId;
      host.room.connection.close(3001, 'a drop');
      const seat0 = () =>
        (colyseus.getRoomById(roomId).state as unknown as { seats: Array<{ occupant: string }> }).seats[0];
      // Two decisions out of time while away: a bot takes the seat within the reconnection window.
      await until(() => seat0()?.occupant === 'bot', 6000, 'the bot in the dropped seat');
      const back = watch(await colyseus.sdk.reconnect(token));
      await until(
        () =>
          (tableOf(back) as unknown as { seats?: Array<{ occupant: string }> }).seats?.[0]?.occupant ===
          'human',
        5000,
        'the player back in the seat',
      );
      expect(seat0()).toMatchObject({ occupant: 'human', connected: true });
    } finally {
      settings.current = before;
    }
  }, 20_000);
});
