// The bare floor: a minimal Colyseus room that only counts actions, bumps a version and patches at once.
import { Room, type Client } from '@colyseus/core';
import { Schema, type } from '@colyseus/schema';

export const BARE_SEATS = 4;

export class BareState extends Schema {
  /** Accepted actions so far, like `TableState.version`. */
  @type('uint32') version = 0;
  /** The seat whose turn it is: one action at a time, like a turn-based table. */
  @type('uint8') turn = 0;
  @type('boolean') playing = false;
}

export class BareRoom extends Room<BareState> {
  override state = new BareState();
  override maxClients = BARE_SEATS;
  /** Counted for the curious; the bench reads what clients receive. */
  actions = 0;

  override onCreate(): void {
    this.patchRate = 0;
    this.onMessage('act', (client: Client<{ seat: number }>) => {
      if (!this.state.playing || client.userData?.seat !== this.state.turn) return;
      this.actions++;
      this.state.version++;
      this.state.turn = (this.state.turn + 1) % BARE_SEATS;
      this.broadcastPatch();
    });
  }

  override onJoin(client: Client<{ seat: number }>): void {
    const seat = this.clients.length - 1;
    client.userData = { seat };
    client.send('welcome', { seat });
    if (this.clients.length === BARE_SEATS) this.state.playing = true;
    this.broadcastPatch();
  }

  override onLeave(): void {
    this.state.playing = false;
    this.broadcastPatch();
  }
}
