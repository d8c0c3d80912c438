// Broadcasts over the wire: every state a broadcast client decodes is its lens's view of a step at least its delay
// old; a seat's lens carries that seat's secrets alone; revoked and forged links get nothing; viewers cannot act.
// The broadcasts' clock runs 20× faster than the wall's, so minutes of delay pass in seconds.
import { boot, type ColyseusTestServer } from '@colyseus/testing';
import {
  CLOSE_BROADCAST_REVOKED,
  SeatSecrets,
  TableState,
  projectLens,
  type BroadcastLink,
} from '@flotilla/protocol';
import { appConfig } from '../app';
import { readConfig, settings } from '../config';
import { playRandomly, quickPlay, seeded, until, watch, type Watched } from '../testing/clients';
import { FeedCursor, broadcastClock } from './feed';
import { findLink } from './registry';

let colyseus: ColyseusTestServer;
const realNow = broadcastClock.now;
const SPEED = 20;

beforeAll(async () => {
  settings.current = { ...readConfig(), botDelayMs: 1 };
  colyseus = await boot(appConfig, 2587);
  const start = Date.now();
  broadcastClock.now = () => start + (Date.now() - start) * SPEED;
});
afterEach(() => colyseus.cleanup());
afterAll(async () => {
  broadcastClock.now = realNow;
  await colyseus.shutdown();
});

const TABLE_KEY = { 'captains-war': 'captainsWar', 'fifteen-men': 'fifteenMen', eollis: 'eollis' } as const;

/** The links a seated client was last told of. */
function linksOf(watched: Watched): BroadcastLink[] {
  const told = watched.messages.filter((m) => m.type === 'broadcasts').at(-1)?.message as
    { links: BroadcastLink[] } | undefined;
  return told?.links ?? [];
}

function errorsOf(watched: Watched, about: string): Array<{ code: string; reason: string }> {
  return watched.messages
    .filter((m) => m.type === 'error' && (m.message as { about?: string }).about === about)
    .map((m) => m.message as { code: string; reason: string });
}

/**
 * A decoded table without the padding of its lists: a room's lists only grow (schema 3 desyncs shrinking ones), so
 * the slots past a list's end hold a sentinel no real item takes ('' or -1), as many as the longest list it showed.
 */
function unpadded(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(unpadded);
    while (items.length > 0 && (items.at(-1) === '' || items.at(-1) === -1)) items.pop();
    return items;
  }
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unpadded(v)]));
  return value;
}

interface Viewer {
  readonly watched: Watched;
  /** The broadcasts' clock when each state was decoded, beside it. */
  readonly at: number[];
}

async function view(token: string): Promise<Viewer> {
  const room = await colyseus.sdk.joinOrCreate('broadcast', { token });
  const at: number[] = [];
  room.onStateChange(() => at.push(broadcastClock.now()));
  return { watched: watch(room), at };
}

describe.each([
  ['captains-war', 3],
  ['fifteen-men', 4],
  ['eollis', 3],
] as const)('broadcasts of %s', (gameId, players) => {
  it('show each lens only steps at least its delay old, and a seat’s secrets to its own lens alone', async () => {
    const table = await quickPlay(colyseus, gameId, players);
    const [host, second] = table as [Watched, Watched, ...Watched[]];
    await until(() => (host.room.state as TableState).status === 'playing', 10_000, 'the start');

    // Who may open what.
    host.room.send('broadcast', { lens: 'truth', delaySeconds: 120 });
    second.room.send('broadcast', { lens: 'audience' });
    await until(() => errorsOf(host, 'broadcast').length + errorsOf(second, 'broadcast').length >= 2);
    expect(errorsOf(host, 'broadcast')[0]).toMatchObject({
      code: 'not-allowed',
      reason: 'truth-needs-consent',
    });
    expect(errorsOf(second, 'broadcast')[0]).toMatchObject({
      code: 'not-allowed',
      reason: 'host-opens-broadcast',
    });
    for (const other of table.slice(1)) other.room.send('truthConsent', { agree: true });
    host.room.send('broadcast', { lens: 'audience', delaySeconds: 0 });
    host.room.send('broadcast', { lens: 'truth', delaySeconds: 0 });
    second.room.send('broadcast', { lens: 'seat', delaySeconds: 5 });
    await until(() => linksOf(host).length === 2 && linksOf(second).length === 1, 10_000, 'the links');
    const [audienceLink, truthLink] = linksOf(host) as [BroadcastLink, BroadcastLink];
    const seatLink = linksOf(second)[0] as BroadcastLink;
    expect(audienceLink).toMatchObject({ lens: 'audience', delaySeconds: 0, seat: null });
    expect(truthLink).toMatchObject({ lens: 'truth', delaySeconds: 120 });
    expect(seatLink).toMatchObject({ lens: 'seat', delaySeconds: 30, seat: 1 });
    const feed = findLink(audienceLink.token)?.feed;
    if (feed === undefined) throw new Error('no feed');

    const viewers = {
      audience: await view(audienceLink.token),
      truth: await view(truthLink.token),
      seat: await view(seatLink.token),
    };
    // A viewer cannot act.
    viewers.seat.watched.room.send('act', { action: { type: 'endTurn' } });
    await until(() => viewers.seat.watched.messages.some((m) => m.type === 'error'), 5000, 'the refusal');

    const stops = table.map((w, i) => playRandomly(w, seeded(i + 7)));
    await until(() => (host.room.state as TableState).status === 'over', 120_000, 'the end');
    stops.forEach((stop) => stop());
    // Every lens catches up with the end once its delay has passed.
    await until(
      () => Object.values(viewers).every((v) => (v.watched.room.state as TableState).status === 'over'),
      30_000,
      'the broadcasts reaching the end',
    );

    const game = feed.game;
    const lenses = {
      audience: { kind: 'audience' as const, link: audienceLink },
      truth: { kind: 'truth' as const, link: truthLink },
      seat: { kind: 'seat' as const, seat: 1, link: seatLink },
    };
    for (const [name, viewer] of Object.entries(viewers)) {
      const { link, ...lens } = lenses[name as keyof typeof lenses];
      const frames = feed.matured(-1, Number.MAX_SAFE_INTEGER);
      expect(frames[0]?.step).toBe(0);
      // Each decoded state is the lens's projection of a step that was at least the delay old when it arrived. The
      // steps are projected in order into one state, as the room does: a field a view leaves out keeps its last value.
      const state = new TableState();
      if (lens.kind === 'seat') state.secrets.set(String(lens.seat), new SeatSecrets());
      const cursor = new FeedCursor(feed.past);
      const projected = frames.map((frame) => {
        projectLens(state, game, cursor.at(frame).rules, lens);
        const out = state.toJSON() as Record<string, unknown>;
        const secrets = out.secrets as Record<string, { secret: string }>;
        return JSON.stringify([unpadded(out[TABLE_KEY[gameId]]), secrets['1']?.secret ?? null]);
      });
      const projection = (step: number): string => projected[step] ?? '';
      let matched = 0;
      let from = 0;
      viewer.watched.states.forEach((decoded, i) => {
        const state = JSON.parse(decoded) as Record<string, unknown>;
        if (state.status === 'waiting') return;
        const secrets = (state.secrets ?? {}) as Record<string, { secret: string }>;
        expect(Object.keys(secrets)).toEqual(lens.kind === 'seat' ? ['1'] : []);
        const wire = JSON.stringify([unpadded(state[TABLE_KEY[gameId]]), secrets['1']?.secret ?? null]);
        const cutoff = (viewer.at[i] ?? 0) - link.delaySeconds * 1000;
        let step = from;
        while (step < frames.length && projection(step) !== wire) step++;
        expect(step).toBeLessThan(frames.length);
        // Not a fact younger than the delay: the step it shows had happened by the cutoff.
        expect(frames[step]?.at).toBeLessThanOrEqual(cutoff);
        from = step;
        matched++;
      });
      expect(matched).toBeGreaterThan(3);
    }
  }, 180_000);
});

describe('a broadcast link', () => {
  it('closes its viewers as soon as it is revoked, and a forged one opens nothing', async () => {
    const table = await quickPlay(colyseus, 'captains-war', 2);
    const [host] = table as [Watched, Watched];
    await until(() => (host.room.state as TableState).status === 'playing', 10_000, 'the start');
    host.room.send('broadcast', { lens: 'audience' });
    await until(() => linksOf(host).length === 1, 5000, 'the link');
    const token = (linksOf(host)[0] as BroadcastLink).token;
    const viewer = await view(token);
    await until(() => viewer.watched.states.length > 0, 5000, 'the first state');
    let closedWith = 0;
    viewer.watched.room.onLeave((code) => (closedWith = code));
    host.room.send('unbroadcast', { token });
    await until(() => closedWith !== 0, 5000, 'the close');
    expect(closedWith).toBe(CLOSE_BROADCAST_REVOKED);
    expect(linksOf(host)).toEqual([]);
    await expect(colyseus.sdk.joinOrCreate('broadcast', { token })).rejects.toThrow('unknown-broadcast');
    await expect(colyseus.sdk.joinOrCreate('broadcast', { token: 'forged-token' })).rejects.toThrow(
      'unknown-broadcast',
    );
    // A spectator of the table opens nothing either.
    const spectator = watch(await colyseus.sdk.joinById(host.room.roomId, { spectate: true }));
    spectator.room.send('broadcast', { lens: 'audience' });
    await until(() => errorsOf(spectator, 'broadcast').length > 0, 5000, 'the refusal');
    expect(errorsOf(spectator, 'broadcast')[0]).toMatchObject({
      code: 'spectator',
      reason: 'spectators-watch',
    });
  }, 30_000);
});

describe('a seat’s links and agreement', () => {
  /** A private 15 Men table of two people: the host, and Bart in seat 1. */
  async function twoPeople(): Promise<[Watched, Watched]> {
    const host = watch(
      await colyseus.sdk.create('table', { game: 'fifteen-men', players: 2, private: true, name: 'Anne' }),
    );
    await until(() => host.seat !== null, 5000, 'the host');
    const bart = watch(await colyseus.sdk.joinById(host.room.roomId, { name: 'Bart' }));
    await until(() => bart.seat === 1, 5000, 'Bart');
    return [host, bart];
  }

  function truthRefusals(host: Watched): string[] {
    return errorsOf(host, 'broadcast').map((error) => error.reason);
  }

  it('leave with the person who made them: the next person in the seat is neither shown nor taken as agreeing', async () => {
    const [host, bart] = await twoPeople();
    bart.room.send('broadcast', { lens: 'seat', delaySeconds: 30 });
    bart.room.send('truthConsent', { agree: true });
    await until(() => linksOf(bart).length === 1, 5000, 'Bart’s link');
    host.room.send('broadcast', { lens: 'truth', delaySeconds: 120 });
    await until(() => linksOf(host).some((link) => link.lens === 'truth'), 5000, 'the truth');
    const bartsEyes = (linksOf(bart)[0] as BroadcastLink).token;
    const truth = (linksOf(host).find((link) => link.lens === 'truth') as BroadcastLink).token;

    // Bart leaves the waiting room for good; Cleo sits in seat 1. Bart's link must not show her hand, nor his
    // agreement stand for hers.
    await bart.room.leave();
    const cleo = watch(await colyseus.sdk.joinById(host.room.roomId, { name: 'Cleo' }));
    await until(() => cleo.seat !== null, 5000, 'Cleo');
    expect(cleo.seat).toBe(1);
    await until(() => findLink(bartsEyes) === undefined, 5000, 'Bart’s link closed');
    await until(() => findLink(truth) === undefined, 5000, 'the truth closed');
    host.room.send('broadcast', { lens: 'truth', delaySeconds: 120 });
    await until(() => truthRefusals(host).length > 0, 5000, 'the refusal');
    expect(truthRefusals(host)).toEqual(['truth-needs-consent']);
  }, 30_000);

  it('still ask a person whose seat a bot plays for now: they may take it back', async () => {
    const [host, bart] = await twoPeople();
    bart.room.send('ready', { ready: true });
    await until(() => (host.room.state as TableState).seats[1]?.ready === true, 5000, 'Bart ready');
    host.room.send('start', {});
    await until(() => (host.room.state as TableState).status === 'playing', 5000, 'the start');
    await bart.room.leave();
    await until(() => (host.room.state as TableState).seats[1]?.occupant === 'bot', 5000, 'the bot');
    host.room.send('broadcast', { lens: 'truth', delaySeconds: 120 });
    await until(() => truthRefusals(host).length > 0 || linksOf(host).length > 0, 5000, 'an answer');
    expect(truthRefusals(host)).toEqual(['truth-needs-consent']);
  }, 30_000);
});

describe('a whole truth from the end', () => {
  it('opens without agreement and shows only the audience’s view until the game is over, then every hidden fact', async () => {
    const table = await quickPlay(colyseus, 'eollis', 3);
    const [host] = table as [Watched, ...Watched[]];
    await until(() => (host.room.state as TableState).status === 'playing', 10_000, 'the start');
    host.room.send('broadcast', { lens: 'truth', delaySeconds: 120, fromEnd: true });
    await until(() => linksOf(host).length === 1, 5000, 'the link');
    const link = linksOf(host)[0] as BroadcastLink;
    expect(link).toMatchObject({ lens: 'truth', fromEnd: true, delaySeconds: 120 });
    const feed = findLink(link.token)?.feed;
    if (feed === undefined) throw new Error('no feed');
    const viewer = await view(link.token);
    const stops = table.map((w, i) => playRandomly(w, seeded(i + 71)));
    await until(() => (host.room.state as TableState).status === 'over', 120_000, 'the end');
    stops.forEach((stop) => stop());
    await until(() => (viewer.watched.room.state as TableState).status === 'over', 30_000, 'the end shown');
    const frames = feed.matured(-1, Number.MAX_SAFE_INTEGER);
    const audience = new Set<string>();
    const state = new TableState();
    const cursor = new FeedCursor(feed.past);
    let last: unknown = null;
    for (const frame of frames) {
      last = cursor.at(frame).rules;
      projectLens(state, feed.game, last, { kind: 'audience' });
      audience.add(JSON.stringify(unpadded((state.toJSON() as Record<string, unknown>).eollis)));
    }
    // The room projects into one state: the audience's steps, then the last one through the truth.
    projectLens(state, feed.game, last, { kind: 'truth' });
    const truthAtEnd = JSON.stringify(unpadded((state.toJSON() as Record<string, unknown>).eollis));
    const shown = viewer.watched.states.map((decoded) => JSON.parse(decoded) as Record<string, unknown>);
    const playing = shown.filter((s) => s.status === 'playing');
    expect(playing.length).toBeGreaterThan(3);
    // Before the end, every state is the audience's view of a step, with no seat's secrets; at the end, the truth.
    for (const s of playing) {
      expect(audience.has(JSON.stringify(unpadded(s.eollis)))).toBe(true);
      expect(s.secrets ?? {}).toEqual({});
    }
    expect(JSON.stringify(unpadded(shown.at(-1)?.eollis))).toBe(truthAtEnd);
  }, 150_000);
});

describe('a broadcast’s clock', () => {
  it('is the table’s clock as it stood at the step shown, moved on by the delay', async () => {
    const table = await quickPlay(colyseus, 'captains-war', 2);
    const [host] = table as [Watched, Watched];
    await until(() => (host.room.state as TableState).status === 'playing', 10_000, 'the start');
    // Quick play runs the public clock: each decision has its seconds, each seat its bank.
    expect((host.room.state as TableState).deadline).toBeGreaterThan(0);
    host.room.send('broadcast', { lens: 'audience', delaySeconds: 30 });
    await until(() => linksOf(host).length === 1, 5000, 'the link');
    const token = (linksOf(host)[0] as BroadcastLink).token;
    const feed = findLink(token)?.feed;
    if (feed === undefined) throw new Error('no feed');
    const viewer = await view(token);
    await until(
      () => (viewer.watched.room.state as TableState).status === 'playing',
      10_000,
      'the first step shown',
    );
    const shown = viewer.watched.room.state as TableState;
    const table0 = host.room.state as TableState;
    expect(shown.turnSeconds).toBe(table0.turnSeconds);
    expect(shown.bankSeconds).toBe(table0.bankSeconds);
    const deadlines = feed.matured(-1, Number.MAX_SAFE_INTEGER).map((frame) => frame.clock.deadline);
    expect(deadlines[0]).toBeGreaterThan(0);
    expect(deadlines).toContain(shown.deadline - 30_000);
    expect(shown.seats.map((seat) => seat.bank)).toEqual(table0.seats.map(() => table0.bankSeconds));
  }, 30_000);
});

describe('the TV', () => {
  it('shows the public table with the most people, never a private one, and moves on to another', async () => {
    const http = `http://localhost:2587`;
    const tv = async (
      query = '',
    ): Promise<{ status: number; body: { token?: string; delaySeconds?: number } }> => {
      const response = await fetch(`${http}/api/tv${query}`);
      return { status: response.status, body: (await response.json()) as { token?: string } };
    };
    expect((await tv()).body.token).toBeNull();
    const secret = watch(
      await colyseus.sdk.create('table', { game: 'fifteen-men', players: 4, private: true, botsFill: true }),
    );
    await until(() => secret.seat !== null, 5000, 'the private table');
    secret.room.send('start', {});
    await until(() => (secret.room.state as TableState).status === 'playing', 5000, 'the private start');
    expect((await tv()).body.token).toBeNull();

    const busy = await quickPlay(colyseus, 'captains-war', 3);
    const quiet = await quickPlay(colyseus, 'fifteen-men', 2);
    await until(
      () => [busy[0], quiet[0]].every((w) => (w?.room.state as TableState).status === 'playing'),
      10_000,
      'the public tables',
    );
    const first = await tv();
    expect(first.status).toBe(200);
    expect(first.body.delaySeconds).toBe(10);
    const shown = watch(await colyseus.sdk.joinOrCreate('broadcast', { token: first.body.token }));
    await until(() => Boolean((shown.room.state as TableState | undefined)?.game), 5000, 'the TV state');
    expect((shown.room.state as TableState).game).toBe('captains-war');
    // The same table again is the same link; after it, the other public table; of one game, that game's.
    expect((await tv()).body.token).toBe(first.body.token);
    const next = await tv(`?after=${first.body.token}`);
    expect(next.body.token).not.toBe(first.body.token);
    expect((await tv('?game=fifteen-men')).body.token).toBe(next.body.token);
    expect((await tv('?game=eollis')).body.token).toBeNull();
  }, 30_000);
});

describe('audience predictions', () => {
  it('are locked on the server, never reach a player before the end, close after the first round, and are scored', async () => {
    const table = await quickPlay(colyseus, 'fifteen-men', 3);
    const [host] = table as [Watched, ...Watched[]];
    await until(() => (host.room.state as TableState).status === 'playing', 10_000, 'the start');
    const spectator = watch(await colyseus.sdk.joinById(host.room.roomId, { spectate: true }));
    spectator.room.send('predict', {
      name: 'Zed Oracle',
      winner: 1,
      factions: { '0': 'mutineer', '2': 'loyalist' },
    });
    host.room.send('predict', { name: 'Player One', winner: 0 });
    await until(() => spectator.messages.some((m) => m.type === 'predicted'), 5000, 'the lock');
    await until(() => errorsOf(host, 'predict').length > 0, 5000, 'the refusal');
    expect(errorsOf(host, 'predict')[0]).toMatchObject({ code: 'not-allowed', reason: 'own-game' });
    expect((host.room.state as TableState).predictionsOpen).toBe(true);

    const stops = table.map((w, i) => playRandomly(w, seeded(i + 31)));
    await until(() => (host.room.state as TableState).predictionsOpen === false, 60_000, 'the first round');
    spectator.room.send('predict', { name: 'Zed Oracle', winner: 2 });
    await until(() => errorsOf(spectator, 'predict').length > 0, 5000, 'the late refusal');
    expect(errorsOf(spectator, 'predict')[0]).toMatchObject({
      code: 'predictions-closed',
      reason: 'winner-closed',
    });
    await until(() => (host.room.state as TableState).status === 'over', 120_000, 'the end');
    stops.forEach((stop) => stop());

    // Before the end, no player decoded or heard the prediction.
    for (const player of table) {
      const overAt = player.states.findIndex((s) => (JSON.parse(s) as { status: string }).status === 'over');
      expect(player.states.slice(0, overAt).some((s) => s.includes('Zed Oracle'))).toBe(false);
      expect(player.messages.some((m) => JSON.stringify(m.message ?? null).includes('Zed Oracle'))).toBe(
        false,
      );
    }
    await until(() => (host.room.state as TableState).predictions !== '', 5000, 'the scores');
    const scored = JSON.parse((host.room.state as TableState).predictions) as {
      count: number;
      top: Array<{ name: string; points: number; factions: number }>;
    };
    expect(scored.count).toBe(1);
    expect(scored.top[0]).toMatchObject({ name: 'Zed Oracle', factions: 2 });
    // Scored exactly: a point if seat 1 won, one per faction guessed right (all factions are shown at the end).
    const final = host.room.state as TableState;
    const outcome = JSON.parse(final.outcome) as { winners: number[] };
    const factionOf = (seat: number) => final.fifteenMen?.players.find((p) => p.seat === seat)?.faction;
    const expected =
      (outcome.winners.includes(1) ? 1 : 0) +
      (factionOf(0) === 'mutineer' ? 1 : 0) +
      (factionOf(2) === 'loyalist' ? 1 : 0);
    expect(factionOf(0)).toMatch(/^(captain|loyalist|mutineer)$/);
    expect(scored.top[0]?.points).toBe(expected);
  }, 150_000);
});

describe('predictions beside a broadcast', () => {
  it('are taken from an audience broadcast’s viewers alone, and close when the host says', async () => {
    const table = await quickPlay(colyseus, 'captains-war', 3);
    const [host, second] = table as [Watched, Watched, Watched];
    await until(() => (host.room.state as TableState).status === 'playing', 10_000, 'the start');
    host.room.send('broadcast', { lens: 'audience', delaySeconds: 0 });
    second.room.send('broadcast', { lens: 'seat' });
    await until(() => linksOf(host).length === 1 && linksOf(second).length === 1, 5000, 'the links');
    const audience = await view((linksOf(host)[0] as BroadcastLink).token);
    const eyes = await view((linksOf(second)[0] as BroadcastLink).token);
    await until(
      () => (audience.watched.room.state as TableState).status === 'playing',
      5000,
      'the audience’s first step',
    );
    expect((audience.watched.room.state as TableState).predictionsOpen).toBe(true);
    audience.watched.room.send('predict', { name: 'Vera Viewer', winner: 2 });
    await until(() => audience.watched.messages.some((m) => m.type === 'predicted'), 5000, 'the lock');
    // A seat's eyes show hidden facts: its viewers do not predict.
    eyes.watched.room.send('predict', { name: 'Peeker', winner: 1 });
    await until(() => errorsOf(eyes.watched, 'predict').length > 0, 5000, 'the refusal');
    expect(errorsOf(eyes.watched, 'predict')[0]).toMatchObject({
      code: 'not-allowed',
      reason: 'broadcast-shows-hidden',
    });

    // Only the host moves the deadline; the end of round 2, then now.
    second.room.send('predictionDeadline', { rounds: 2 });
    await until(() => errorsOf(second, 'predictionDeadline').length > 0, 5000, 'the refusal');
    expect(errorsOf(second, 'predictionDeadline')[0]).toMatchObject({
      code: 'not-allowed',
      reason: 'host-sets-predictions',
    });
    host.room.send('predictionDeadline', { rounds: 2 });
    await until(() => (host.room.state as TableState).predictionRounds === 2, 5000, 'round 2');
    expect((host.room.state as TableState).predictionsOpen).toBe(true);
    host.room.send('predictionDeadline', { rounds: 0 });
    await until(() => (host.room.state as TableState).predictionsOpen === false, 5000, 'the close');
    const spectator = watch(await colyseus.sdk.joinById(host.room.roomId, { spectate: true }));
    spectator.room.send('predict', { name: 'Too Late', winner: 0 });
    await until(() => errorsOf(spectator, 'predict').length > 0, 5000, 'the late refusal');
    expect(errorsOf(spectator, 'predict')[0]).toMatchObject({
      code: 'predictions-closed',
      reason: 'winner-closed',
    });

    const stops = table.map((w, i) => playRandomly(w, seeded(i + 51)));
    await until(() => (host.room.state as TableState).status === 'over', 120_000, 'the end');
    stops.forEach((stop) => stop());
    await until(() => (host.room.state as TableState).predictions !== '', 5000, 'the scores');
    const scored = JSON.parse((host.room.state as TableState).predictions) as {
      count: number;
      top: Array<{ name: string; winner: number; rightWinner: boolean }>;
    };
    const winners = (JSON.parse((host.room.state as TableState).outcome) as { winners: number[] }).winners;
    expect(scored.count).toBe(1);
    expect(scored.top[0]).toMatchObject({ name: 'Vera Viewer', winner: 2, rightWinner: winners.includes(2) });
    for (const player of table) {
      const overAt = player.states.findIndex((s) => (JSON.parse(s) as { status: string }).status === 'over');
      expect(player.states.slice(0, overAt).some((s) => s.includes('Vera Viewer'))).toBe(false);
    }
    // The broadcast shows the scores with the end.
    await until(
      () => (audience.watched.room.state as TableState).predictions.includes('Vera Viewer'),
      10_000,
      'the scores on the broadcast',
    );
  }, 150_000);
});
