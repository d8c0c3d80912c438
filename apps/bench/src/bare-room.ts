// The bare floor: a minimal Colyseus room that only counts actions, bumps a version and patches at once.
import { Room, type Client } from '@colyseus/core';
import { ArraySchema, Schema, type } from '@colyseus/schema';

export const BARE_SEATS = 4;
/** Actions the turn's seat takes on its own before every seat acts at once. */
export const BARE_SOLO_ACTIONS = 1;
const EVERYONE = (1 << BARE_SEATS) - 1;

/** A setting of up to `digits` digits, or 0 when it is absent or anything else. */
function wholeNumber(raw: string | undefined, digits: number): number {
  const text = (raw ?? '').trim();
  return new RegExp(`^\\d{1,${digits}}$`).test(text) ? Number(text) : 0;
}

/**
 * Diagnosis only (`BENCH_BARE_WORK_US=N`): the bare room spins N µs per accepted action, standing in for a
 * table's work per action, to find how much work the goal's ratio leaves room for. Zero by default.
 */
export function bareWorkMicros(env: NodeJS.ProcessEnv = process.env): number {
  return wholeNumber(env.BENCH_BARE_WORK_US, 4);
}
const WORK_MICROS = bareWorkMicros();

/**
 * Diagnosis only (`BENCH_BARE_KEEP_BYTES=N`): each accepted action replaces about N bytes of small objects that
 * the room keeps until its next action, as a table keeps its rules state, so that they live long enough for the
 * young generation to copy and promote them. Zero by default.
 */
export function bareKeptBytes(env: NodeJS.ProcessEnv = process.env): number {
  return wholeNumber(env.BENCH_BARE_KEEP_BYTES, 6);
}
/** A small object of two fields: 16 bytes of header and two tagged values, about 32 bytes in all. */
const KEPT_OBJECT_BYTES = 32;
const KEPT_OBJECTS = Math.round(bareKeptBytes() / KEPT_OBJECT_BYTES);

/** About `objects` × 32 bytes of new small objects. */
export function keepsake(objects: number, seed: number): Array<{ seat: number; n: number }> {
  const out: Array<{ seat: number; n: number }> = [];
  for (let i = 0; i < objects; i++) out.push({ seat: seed, n: i });
  return out;
}

/** Keeps the thread busy for `micros` µs, as that much work per action would. */
export function spin(micros: number): void {
  if (micros <= 0) return;
  const until = process.hrtime.bigint() + BigInt(micros * 1000);
  while (process.hrtime.bigint() < until);
}

export class BareState extends Schema {
  /** Accepted actions so far, like `TableState.version`. */
  @type('uint32') version = 0;
  /**
   * Seats the room waits for, one bit each. Like a Captains' War turn, the turn's seat acts alone, then every
   * seat acts at once (loot, command): the bare room sees about as many actions per second as a real table.
   */
  @type('uint8') awaited = 0;
  @type('boolean') playing = false;
  /** Actions accepted per seat, like `SeatSecrets.accepted` (public here: the bare room has no secrets). */
  @type(['uint32']) accepted = new ArraySchema<number>(...Array.from({ length: BARE_SEATS }, () => 0));
}

export class BareRoom extends Room<BareState> {
  override state = new BareState();
  override maxClients = BARE_SEATS;
  private turn = 0;
  private soloLeft = 0;
  private kept: unknown = null;

  override onCreate(): void {
    this.patchRate = 0;
    this.onMessage('act', (client: Client<{ seat: number }>) => {
      const seat = client.userData?.seat;
      if (!this.state.playing || seat === undefined || (this.state.awaited & (1 << seat)) === 0) return;
      spin(WORK_MICROS);
      if (KEPT_OBJECTS > 0) this.kept = keepsake(KEPT_OBJECTS, this.state.version);
      this.state.version++;
      this.state.accepted[seat] = (this.state.accepted[seat] ?? 0) + 1;
      if (this.soloLeft > 0) {
        this.soloLeft--;
        if (this.soloLeft === 0) this.state.awaited = EVERYONE;
      } else {
        this.state.awaited &= ~(1 << seat);
        if (this.state.awaited === 0) this.solo((this.turn + 1) % BARE_SEATS);
      }
      this.broadcastPatch();
    });
  }

  private solo(seat: number): void {
    this.turn = seat;
    this.soloLeft = BARE_SOLO_ACTIONS;
    this.state.awaited = 1 << seat;
  }

  override onJoin(client: Client<{ seat: number }>): void {
    const seat = this.clients.length - 1;
    client.userData = { seat };
    client.send('welcome', { seat });
    if (this.clients.length === BARE_SEATS) {
      this.state.playing = true;
      this.solo(0);
    }
    this.broadcastPatch();
  }

  override onLeave(): void {
    this.state.playing = false;
    this.broadcastPatch();
  }
}
