// Bot clients (colyseus.js) that sit four to a table, answer their prompts after a think time and time the patch.
import { TableState } from '@flotilla/protocol';
import type { Schema } from '@colyseus/schema';
import type { Client, Room } from 'colyseus.js';
import { performance } from 'node:perf_hooks';
import { ArrivalQueue } from './arrivals';
import { BareState } from './bare-room';
import { interceptFrames, type Frame } from './client-socket';
import { jittered, type Recorder } from './measure';

/** colyseus.js protocol code of a state patch (`Protocol.ROOM_STATE_PATCH`). */
const ROOM_STATE_PATCH = 15;
export const SEATS = 4;

/** What a bot needs to know about a kind of room: how to open one and how to read its state. */
export interface RoomKind {
  readonly roomName: string;
  /**
   * The room's state class. Given it, colyseus.js decodes into this class instead of building reflected
   * classes for every room: 2,000 reflected Captains' War states held about 1 GB in the bots' process (against
   * 115 MB for the bare room), and that process's collector then competed with the server for the two cores.
   * A browser holds one room, so the reflection costs it nothing worth saving.
   */
  readonly rootSchema: new () => Schema;
  readonly createOptions: (name: string) => object;
  readonly joinOptions: (name: string) => object;
  /** Whether the seat has anything to do in this state: asked after every patch, so it must be cheap. */
  mayAct(state: unknown, seat: number): boolean;
  /** The seat's legal actions in this state, read only when the bot is about to act. */
  legal(state: unknown, seat: number): readonly unknown[];
  /**
   * Actions of this seat accepted so far. Several seats may act at once, so the patch that results from a
   * bot's action is the first one where this grows, not merely the first one with a newer version.
   */
  accepted(state: unknown, seat: number): number;
  over(state: unknown): boolean;
}

interface SeatSecretsLike {
  legal?: string;
  accepted?: number;
}

interface TableStateLike {
  status?: string;
  secrets?: { get(key: string): SeatSecretsLike | undefined };
}

const NO_ACTIONS: readonly unknown[] = [];

/** The real Captains' War table: legal actions arrive as JSON in the seat's filtered secrets. */
const secretsOf = (state: unknown, seat: number) => (state as TableStateLike).secrets?.get(String(seat));
const legalJson = (state: unknown, seat: number) =>
  (state as TableStateLike).status === 'playing' ? (secretsOf(state, seat)?.legal ?? '') : '';

export const captainsWarKind: RoomKind = {
  roomName: 'table',
  rootSchema: TableState,
  createOptions: (name) => ({ game: 'captains-war', players: SEATS, name }),
  joinOptions: (name) => ({ name }),
  // An empty list is '[]' ('' before the first projection): no parsing needed to know the seat waits. Parsing
  // every seat's list after every patch, as the web client does to draw its buttons, kept 2,000 parsed lists
  // alive between scavenges in the bots' process and lengthened the pauses that delay every table at once.
  mayAct: (state, seat) => legalJson(state, seat).length > 2,
  legal: (state, seat) => {
    const json = legalJson(state, seat);
    return json.length > 2 ? (JSON.parse(json) as unknown[]) : NO_ACTIONS;
  },
  accepted: (state, seat) => secretsOf(state, seat)?.accepted ?? 0,
  over: (state) => (state as TableStateLike).status === 'over',
};

interface BareStateLike {
  awaited?: number;
  playing?: boolean;
  accepted?: ArrayLike<number>;
}

const BARE_ACTION = [{ type: 'pick', die: 0 }];

/** The bare floor room: the seats whose bit is set in `awaited` may act. */
export const bareKind: RoomKind = {
  roomName: 'bare',
  rootSchema: BareState,
  createOptions: () => ({}),
  joinOptions: () => ({}),
  mayAct: (state, seat) => {
    const bare = state as BareStateLike;
    return bare.playing === true && ((bare.awaited ?? 0) & (1 << seat)) !== 0;
  },
  legal: (state, seat) => (bareKind.mayAct(state, seat) ? BARE_ACTION : NO_ACTIONS),
  accepted: (state, seat) => (state as BareStateLike).accepted?.[seat] ?? 0,
  over: () => false,
};

/** Every bot's frames, stamped when read and decoded once every ready socket has been read. */
const arrivals = new ArrivalQueue<Frame>();

/** Counts the bytes of every frame a bot's socket receives and stamps its arrival; decoding comes later. */
function receiveFrames(bot: Bot, recorder: Recorder): void {
  const decode = interceptFrames(bot.room, (frame) => {
    const bytes = frame.data.byteLength;
    recorder.received(bytes);
    if (new Uint8Array(frame.data, 0, 1)[0] === ROOM_STATE_PATCH) recorder.patch(bytes);
    arrivals.push(deliver, frame, performance.now());
  });
  const deliver = (frame: Frame, at: number) => {
    bot.arrivedAt = at;
    decode(frame);
  };
}

/** One seat: waits for a prompt, thinks, sends a random legal action, times the patch that follows. */
class Bot {
  seat: number | null = null;
  private timer: NodeJS.Timeout | null = null;
  private pending: { at: number; accepted: number } | null = null;
  private stopped = false;
  /** When the frame being decoded was read from the socket. */
  arrivedAt = 0;

  constructor(
    readonly room: Room,
    private readonly kind: RoomKind,
    private readonly recorder: Recorder,
    private readonly thinkMs: number,
    private readonly random: () => number,
    private readonly onOver: () => void,
  ) {
    room.onMessage('welcome', (message: { seat: number | null }) => {
      this.seat = message.seat;
      this.evaluate();
    });
    room.onMessage('error', () => {
      // A refused action produces no patch: forget it and think again.
      if (this.pending === null) return;
      this.pending = null;
      this.recorder.refusal();
      this.evaluate();
    });
    room.onMessage('*', () => undefined);
    room.onStateChange((state: unknown) => this.changed(state));
    receiveFrames(this, recorder);
  }

  private changed(state: unknown): void {
    if (this.stopped) return;
    if (this.pending !== null && this.kind.accepted(state, this.seat ?? -1) > this.pending.accepted) {
      this.recorder.latency(this.arrivedAt - this.pending.at, performance.timeOrigin + this.pending.at);
      this.pending = null;
    }
    if (this.kind.over(state)) return this.onOver();
    this.evaluate();
  }

  private evaluate(): void {
    if (this.stopped || this.seat === null || this.pending !== null || this.timer !== null) return;
    if (!this.kind.mayAct(this.room.state, this.seat)) return;
    this.timer = setTimeout(() => this.act(), jittered(this.thinkMs, this.random));
  }

  private act(): void {
    this.timer = null;
    if (this.stopped || this.seat === null) return;
    const state: unknown = this.room.state;
    const legal = this.kind.legal(state, this.seat);
    if (legal.length === 0) return;
    const action = legal[Math.floor(this.random() * legal.length)];
    this.pending = { at: performance.now(), accepted: this.kind.accepted(state, this.seat) };
    this.room.send('act', { action });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    try {
      await Promise.race([this.room.leave(true), new Promise((resolve) => setTimeout(resolve, 2000))]);
    } catch {
      // Already gone.
    }
  }
}

/**
 * The display name of a load client. Not "Bot …": such names are the tables' own bots', and a person, which these
 * clients stand for, may not take one.
 */
export function loadName(table: number, seat: number): string {
  return `Load ${table} ${seat + 1}`.slice(0, 24);
}

/** Four bots at one table; when their game ends they leave and open a new one. */
export class BotTable {
  private bots: Bot[] = [];
  private stopped = false;
  private restarting = false;
  gamesFinished = 0;

  constructor(
    private readonly client: Client,
    private readonly kind: RoomKind,
    private readonly index: number,
    private readonly thinkMs: number,
    private readonly recorder: Recorder,
    private readonly random: () => number,
  ) {}

  /** Opens a table (create + joinById, so concurrent tables never mix their bots) and seats four bots. */
  async start(): Promise<void> {
    const bots: Bot[] = [];
    const name = (seat: number) => loadName(this.index, seat);
    try {
      const { roomName, rootSchema } = this.kind;
      const first = await this.client.create(roomName, this.kind.createOptions(name(0)), rootSchema);
      bots.push(this.bot(first));
      for (let seat = 1; seat < SEATS; seat++) {
        const room = await this.client.joinById(first.roomId, this.kind.joinOptions(name(seat)), rootSchema);
        bots.push(this.bot(room));
      }
    } catch (error) {
      // A half-seated table would never start: leave it, so a retry opens a fresh one.
      await Promise.all(bots.map((bot) => bot.stop()));
      throw error;
    }
    this.bots = bots;
  }

  private bot(room: Room): Bot {
    return new Bot(room, this.kind, this.recorder, this.thinkMs, this.random, () => void this.gameOver());
  }

  private async gameOver(): Promise<void> {
    if (this.restarting || this.stopped) return;
    this.restarting = true;
    this.gamesFinished++;
    await Promise.all(this.bots.map((bot) => bot.stop()));
    if (!this.stopped) await this.start().catch(() => undefined);
    this.restarting = false;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.bots.map((bot) => bot.stop()));
  }
}
