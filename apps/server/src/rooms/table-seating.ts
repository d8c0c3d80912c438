// Who sits where at a table, without Colyseus: joins to play or watch, dropped players held, back or gone, seats
// handed to bots, and a restored table's seats held for its people. The table (`table.ts`) plays the match around it.
import {
  CLOSE_IDLE,
  projectTable,
  type GameProof,
  type JoinOptions,
  type SeatState,
  type ServerMessages,
  type TableState,
} from '@flotilla/protocol';
import { settings } from '../config';
import { logger } from '../logger';
import { reconnections } from '../metrics';
import type { TableKeeper } from '../store/keeper';
import { AUDIENCE_FULL, Audience } from './audience';
import { keptSeating } from './kept-table';
import type { Match } from './match';
import type { Pacer } from './pacer';
import { seatOf } from './patch-order';
import { SeatClaims } from './seat-claims';
import { seatedCount } from './seats';
import type { TableBroadcasts } from './table-broadcasts';
import { vacateSeat } from './table-flow';
import type { JoinRefused, TableClient, TableHost } from './table-host';
import type { TableTimers } from './table-timers';

/** What a welcome tells beside the seat and its token; a spectator hears the proof alone. */
export interface WelcomeNews {
  readonly inviteCode: string | null;
  readonly proof: GameProof | null;
  /** The "play again" table's id, once someone asked for it. */
  readonly rematch: Promise<string> | null;
}

/** The parts of its table that seating reads and moves; the table itself stays out of reach. */
export interface SeatingTable<C extends TableClient> {
  readonly roomId: string;
  readonly state: TableState;
  readonly host: Pick<TableHost<C>, 'clients' | 'keepOpen' | 'broadcastPatch' | 'giveView'>;
  /** The rules state a returning player is shown, and the store that keeps who sits where. */
  readonly match: Pick<Match, 'game' | 'rules'> & { readonly keeper: Pick<TableKeeper, 'seating'> };
  readonly broadcasts: Pick<TableBroadcasts, 'anyToTell' | 'tell' | 'seatLeft'>;
  readonly timers: Pick<TableTimers, 'hold' | 'callBots' | 'cancelBots'>;
  /** Who plays a seat decides what the turn clock and the bots do next. */
  readonly pacer: Pick<Pacer, 'afterChange'>;
  welcomeNews(): WelcomeNews;
  /** The table's listing is published again (seats, status, host). */
  publishListing(): Promise<void>;
  /** The game starts: a full public table, or quick play's countdown over. */
  start(): void;
}

export class TableSeating<C extends TableClient> {
  /** Each seat's token, made on its first welcome; the store keeps them, and a restore gives them back. */
  readonly claims = new SeatClaims();
  private readonly audience = new Audience();

  constructor(private readonly table: SeatingTable<C>) {}

  /** How many watch the table, connected or within their reconnection window. */
  get spectators(): number {
    return this.audience.size;
  }

  /**
   * Every person of a restored table is away until they come back (by seat token): their seats wait for them
   * through the reconnection window, then open (waiting room) or pass to a bot (game), as for a dropped player.
   */
  hold(): void {
    const { state, host } = this.table;
    const held = state.seats.filter((seat) => seat.occupant === 'human');
    if (held.length === 0 || state.status === 'over') return;
    // Nobody is connected yet: the room must wait for its people instead of closing as empty.
    host.keepOpen(true);
    this.table.timers.hold(settings.current.reconnectSeconds * 1000, () => {
      for (const seat of held) {
        if (seat.connected || this.seatHeld(seat.index)) continue;
        if (state.status === 'waiting') this.vacate(seat);
        else if (state.status === 'playing') this.takeOver(seat, 'not back after restart');
      }
      this.keep();
      this.table.pacer.afterChange();
      host.broadcastPatch();
      void this.table.publishListing();
      host.keepOpen(false);
    });
  }

  /** Seats changed: the store keeps who sits where (in the background; the game does not wait for it). */
  keep(): void {
    this.table.match.keeper.seating(keptSeating(this.table.state, this.claims.tokens));
  }

  /** Whether a connected client (other than `except`) sits at the seat. */
  private seatHeld(index: number, except?: C): boolean {
    return this.table.host.clients.some((c) => seatOf(c) === index && c !== except);
  }

  /** A client joins: to watch, or at the seat its token names, else at an open seat. Null once it is in. */
  join(client: C, options: JoinOptions): JoinRefused | null {
    const { state, host, match } = this.table;
    if (options.spectate) {
      if (!state.spectatorsAllowed) return { status: 403, reason: 'no-spectators' };
      if (!this.audience.admit(client.sessionId)) return { status: 403, reason: AUDIENCE_FULL };
      // No view: a client without one decodes only what is not `@view()`, the public table. Colyseus then
      // writes it the patch it encodes once for everyone, instead of encoding and copying a view per spectator.
      client.userData = { seat: null };
      this.welcome(client, null);
      return null;
    }
    const seat = this.claims.seatFor(state, options.reclaim, (index) => this.seatHeld(index));
    // A started table may still be watched: the client offers it.
    if (seat === undefined)
      return { status: 409, reason: state.status === 'waiting' ? 'table-full' : 'game-started' };
    // Taking a seat back: from the bot that played it, or held for this player since their connection dropped.
    if (this.claims.sit(state, seat, options)) reconnections.inc({ via: 'reclaim' });
    client.userData = { seat: seat.index };
    host.giveView(client, state.secrets.get(String(seat.index)));
    this.welcome(client, seat.index);
    if (this.table.broadcasts.anyToTell) this.table.broadcasts.tell([client]);
    this.keep();
    this.table.timers.callBots(state, settings.current.quickPlayBotsSeconds, () => this.table.start());
    if (match.rules !== null) {
      projectTable(state, match.game, match.rules);
      this.table.pacer.afterChange();
    }
    host.broadcastPatch();
    void this.table.publishListing();
    if (!state.privateTable && state.status === 'waiting' && seatedCount(state) === state.seatCount)
      this.table.start();
    return null;
  }

  /** A joining client's seat (null for a spectator), its token, the invite code, and what it missed. */
  private welcome(client: C, seat: number | null): void {
    const news = this.table.welcomeNews();
    client.send('welcome', {
      role: seat === null ? 'spectator' : 'player',
      seat,
      seatToken: seat === null ? null : this.claims.tokenFor(seat),
      inviteCode: seat === null ? null : news.inviteCode,
    } satisfies ServerMessages['welcome']);
    if (news.proof !== null) client.send('proof', news.proof);
    if (seat !== null)
      void news.rematch?.then((roomId) => client.send('rematch', { roomId })).catch(() => undefined);
  }

  /** A spectator left for good (on purpose, or its reconnection window passed). */
  spectatorLeft(sessionId: string): void {
    this.audience.leave(sessionId);
  }

  /**
   * A seated client's connection closed: the seat shows it away. False when there is nothing to wait for: no such
   * seat, or a bot plays it since its player was sent away for time-outs (`handToBot`; the seat token takes it back).
   */
  dropped(index: number): boolean {
    const seat = this.table.state.seats[index];
    if (seat === undefined) return false;
    seat.connected = false;
    this.table.host.broadcastPatch();
    return seat.occupant !== 'bot';
  }

  /** A dropped player is back within the window; a bot that took the seat meanwhile gives it back. */
  back(index: number): void {
    const seat = this.table.state.seats[index];
    if (seat === undefined) return;
    seat.connected = true;
    // A bot that took the seat meanwhile, for its time-outs (`handToBot`), gives it back to its player.
    if (seat.occupant === 'bot') {
      seat.occupant = 'human';
      this.keep();
      this.table.pacer.afterChange();
    }
  }

  /**
   * A dropped player is not back (`client` was their connection): unless another of their connections holds the
   * seat, it opens (waiting room) or a bot plays it (game).
   */
  async gone(index: number, client: C): Promise<void> {
    const { state } = this.table;
    const seat = state.seats[index];
    if (seat === undefined || this.seatHeld(index, client)) return;
    if (state.status === 'waiting') {
      this.vacate(seat);
      await this.table.publishListing();
      return;
    }
    if (state.status !== 'playing') return;
    this.takeOver(seat, 'dropped');
    this.keep();
    this.table.pacer.afterChange();
    this.table.host.broadcastPatch();
  }

  private takeOver(seat: SeatState, why: string): void {
    seat.occupant = 'bot';
    logger.info({ room: this.table.roomId, seat: seat.index, why }, 'seat taken over');
  }

  /**
   * A seat out of time `IDLE_TIMEOUTS` times in a row: a bot plays it, and its player's clients are closed with
   * `CLOSE_IDLE`. The player takes the seat back as after any bot take-over, with the seat token (`reclaim`).
   */
  handToBot(index: number): void {
    const { state, host } = this.table;
    const seat = state.seats[index];
    if (seat === undefined || seat.occupant !== 'human') return;
    seat.occupant = 'bot';
    this.keep();
    for (const client of host.clients) if (seatOf(client) === index) client.leave(CLOSE_IDLE);
    host.broadcastPatch();
    logger.info({ room: this.table.roomId, seat: index, why: 'idle' }, 'seat taken over');
  }

  /** A waiting-room seat left for good (`vacateSeat`); the countdown stops once no person is left. */
  private vacate(seat: SeatState): void {
    const anyone = vacateSeat(this.table.state, this.claims, seat);
    // Their links and agreement leave with them: the next person in the seat is neither shown nor agreeing.
    if (this.table.broadcasts.seatLeft(seat.index)) this.table.broadcasts.tell(this.table.host.clients);
    this.keep();
    if (!anyone) this.table.timers.cancelBots(this.table.state);
    this.table.host.broadcastPatch();
  }
}
