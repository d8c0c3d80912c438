// Test clients over real WebSockets: they record everything they decode and can play random legal actions.
import type { ColyseusTestServer } from '@colyseus/testing';
import type { Room } from 'colyseus.js';
export { seeded } from './seeded';

export interface Received {
  readonly type: string | number;
  readonly message: unknown;
}

/** A connected client and everything it has decoded: states after each patch, messages, errors. */
export interface Watched {
  readonly room: Room;
  readonly states: string[];
  readonly messages: Received[];
  /** Called after each message is recorded (colyseus.js hands a message to one handler only: the recorder's). */
  readonly listeners: Array<(received: Received) => void>;
  seat: number | null;
  seatToken: string | null;
  inviteCode: string | null;
}

export function watch(room: Room): Watched {
  const watched: Watched = {
    room,
    states: [],
    messages: [],
    listeners: [],
    seat: null,
    seatToken: null,
    inviteCode: null,
  };
  room.onStateChange((state) => watched.states.push(JSON.stringify(state.toJSON())));
  room.onMessage('*', (type, message) => {
    watched.messages.push({ type, message });
    for (const listener of watched.listeners) listener({ type, message });
    if (type === 'welcome') {
      const welcome = message as { seat: number | null; seatToken: string | null; inviteCode: string | null };
      watched.seat = welcome.seat;
      watched.seatToken = welcome.seatToken;
      watched.inviteCode = welcome.inviteCode;
    }
  });
  return watched;
}

interface TableJson {
  status: string;
  version: number;
  secrets: Record<string, { legal: string; secret: string; accepted?: number }>;
}

export function tableOf(watched: Watched): TableJson {
  return watched.room.state.toJSON() as TableJson;
}

export async function until(test: () => boolean, ms = 20_000, what = 'condition'): Promise<void> {
  const start = Date.now();
  while (!test()) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * Plays random legal actions for this client's seat whenever it has some, until the table is over: the loop that
 * `docs/protocol.md` gives third-party bots. One action is in flight at a time: it is answered either by this
 * seat's `accepted` growing or by an `error` about `act` (then the seat picks again from what it is offered now,
 * after a second's pause if it was `rate-limited`). Other seats' patches while it is in flight send nothing more.
 */
export function playRandomly(watched: Watched, random: () => number): () => void {
  let stopped = false;
  /** This seat's `accepted` when its action in flight left, or null with none in flight. */
  let inFlight: number | null = null;
  let paused = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const tick = () => {
    if (stopped) return;
    const table = tableOf(watched);
    if (table.status !== 'playing' || watched.seat === null) return;
    const mine = table.secrets[String(watched.seat)];
    if (mine === undefined) return;
    const accepted = mine.accepted ?? 0;
    if (inFlight !== null && accepted > inFlight) inFlight = null;
    if (inFlight !== null || paused) return;
    const legal = JSON.parse(mine.legal) as unknown[];
    if (legal.length === 0) return;
    inFlight = accepted;
    watched.room.send('act', { action: legal[Math.floor(random() * legal.length)] });
  };
  watched.listeners.push(({ type, message }) => {
    // The first state can arrive before `welcome`, and the table may be waiting for this seat already.
    if (type === 'welcome') return tick();
    const error = message as { code?: string; about?: string } | undefined;
    if (type !== 'error' || error?.about !== 'act') return;
    inFlight = null;
    if (error.code === 'rate-limited') paused = true;
    clearTimeout(retry);
    retry = setTimeout(
      () => {
        paused = false;
        tick();
      },
      paused ? 1000 : 0,
    );
  });
  watched.room.onStateChange(tick);
  tick();
  return () => {
    stopped = true;
    clearTimeout(retry);
  };
}

export async function quickPlay(
  colyseus: ColyseusTestServer,
  game: string,
  players: number,
  extra: object = {},
): Promise<Watched[]> {
  const watched: Watched[] = [];
  for (let i = 0; i < players; i++) {
    const room = await colyseus.sdk.joinOrCreate('table', {
      game,
      players,
      name: `Player ${i + 1}`,
      ...extra,
    });
    watched.push(watch(room));
  }
  await until(() => watched.every((w) => w.seat !== null), 5000, 'welcome messages');
  return watched;
}
