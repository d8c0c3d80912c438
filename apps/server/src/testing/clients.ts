// Test clients over real WebSockets: they record everything they decode and can play random legal actions.
import type { ColyseusTestServer } from '@colyseus/testing';
import type { Room } from 'colyseus.js';

export interface Received {
  readonly type: string | number;
  readonly message: unknown;
}

/** A connected client and everything it has decoded: states after each patch, messages, errors. */
export interface Watched {
  readonly room: Room;
  readonly states: string[];
  readonly messages: Received[];
  seat: number | null;
  seatToken: string | null;
  inviteCode: string | null;
}

export function watch(room: Room): Watched {
  const watched: Watched = { room, states: [], messages: [], seat: null, seatToken: null, inviteCode: null };
  room.onStateChange((state) => watched.states.push(JSON.stringify(state.toJSON())));
  room.onMessage('*', (type, message) => {
    watched.messages.push({ type, message });
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
  secrets: Record<string, { legal: string; secret: string }>;
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

/** Plays random legal actions for this client's seat whenever it has some, until the table is over. */
export function playRandomly(watched: Watched, random: () => number): () => void {
  let stopped = false;
  let lastTried = '';
  const tick = () => {
    if (stopped) return;
    const table = tableOf(watched);
    if (table.status === 'playing' && watched.seat !== null) {
      const legalJson = table.secrets[String(watched.seat)]?.legal ?? '[]';
      const legal = JSON.parse(legalJson) as unknown[];
      const accepted =
        (table.secrets[String(watched.seat)] as { accepted?: number } | undefined)?.accepted ?? 0;
      const key = `${table.version}.${accepted}:${legalJson}`;
      if (legal.length > 0 && key !== lastTried) {
        lastTried = key;
        watched.room.send('act', { action: legal[Math.floor(random() * legal.length)] });
      }
    }
  };
  watched.room.onStateChange(tick);
  const interval = setInterval(() => {
    lastTried = '';
    tick();
  }, 200);
  return () => {
    stopped = true;
    clearInterval(interval);
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

/** A deterministic random source for test clients. */
export function seeded(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 0x100000000;
  };
}
