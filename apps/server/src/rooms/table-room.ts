// One table of one game as a Colyseus room: its lifecycle, and the wiring from Colyseus to the table (`table.ts`),
// which holds the game, its seats, clocks and bots, and knows nothing of Colyseus. The room reads the options
// (`table-options.ts`), gates each inbound message (`message-gate.ts`), lists the table, keeps invite codes and
// reconnection windows, and gives the table what it needs of Colyseus (`TableHost`, `table-host.ts`). It alone
// reaches into Colyseus's private parts, through `colyseus-internals.ts`.
import { Room, matchMaker, updateLobby, type Client } from '@colyseus/core';
import {
  CLOSE_RESTARTING,
  ClientMessages,
  JoinOptions,
  TableState,
  type ClientMessageType,
} from '@flotilla/protocol';
import { settings } from '../config';
import { reclaimCode, releaseCode, reserveCode } from '../invites';
import { logger } from '../logger';
import { joinRefused } from '../refusals';
import { currentCluster, publishLinks } from '../cluster/cluster';
import { claimTable } from '../cluster/takeover';
import { takeRestoration } from '../store/restore';
import { AUDIENCE_LIMIT } from './audience';
import { messagesRefused, reconnections } from '../metrics';
import {
  checkFrames,
  disposing,
  encoderOf,
  forceFullState,
  patchOnly,
  replaceEncodedViews,
} from './colyseus-internals';
import { MessageGate, refusal, type Refused } from './message-gate';
import { UNSHARED_VIEWS, quietStateView } from './quiet-map';
import { Table } from './table';
import type { TableHost } from './table-host';
import { readTableOptions, setUpTable } from './table-options';

type ClientData = { seat: number | null };

export class TableRoom extends Room<TableState> {
  override state = new TableState();
  private table!: Table<Client>;
  private readonly gate = new MessageGate();

  override async onCreate(raw: unknown): Promise<void> {
    checkFrames(this, (client, frame) => this.refusedFrame(client, frame));
    // Only the server's restore offers a kept table; a client's `restore` option names none.
    const kept = takeRestoration((raw as { restore?: unknown } | null)?.restore);
    const read = readTableOptions(kept?.createOptions ?? raw ?? {}, settings.current.publicClock);
    if (!read.ok) {
      if (read.refused.log !== undefined) logger.info(read.refused.log.detail, read.refused.log.message);
      throw joinRefused(400, read.refused.refusal);
    }
    const { options, game } = read.setup;
    if (kept !== undefined) this.roomId = kept.roomId;
    // A turn-based table sends its patch as soon as something changes, never on an interval.
    this.patchRate = 0;
    // Every client gets a view of its own (`onJoin`), so the serializer's cache of shared views never hits.
    replaceEncodedViews(this, UNSHARED_VIEWS);
    // What the listing shows; the room never locks at it (`hasReachedMaxClients`): seats and audience count apart.
    this.maxClients = options.players + AUDIENCE_LIMIT;
    setUpTable(this.state, read.setup);
    const table = new Table(this.host(), this.roomId, this.state, read.setup, kept);
    this.table = table;
    if (options.private) {
      await this.setPrivate(true);
      table.inviteCode =
        kept?.inviteCode != null
          ? await reclaimCode(this.presence, kept.inviteCode, this.roomId)
          : await reserveCode(this.presence, this.roomId);
    }
    try {
      if (kept === undefined) await this.keepNew();
      else await table.restore(kept);
    } catch (error) {
      if (table.inviteCode !== null) await releaseCode(this.presence, table.inviteCode);
      table.stopClock();
      throw error;
    }
    await table.publishListing();

    this.onMessage('*', (client, type) => this.refuse(client, this.gate.unknown(client, String(type))));
    for (const type of Object.keys(ClientMessages) as ClientMessageType[]) {
      this.onMessage(type, (client, message: unknown) => this.receive(client, type, message));
    }
    logger.info(
      { room: this.roomId, game: game.id, players: options.players, private: options.private },
      kept === undefined ? 'table created' : 'table restored',
    );
  }

  /** What the table needs of this room: Colyseus's patches, views, messages, listing and matchmaker. */
  private host(): TableHost<Client> {
    return {
      clients: this.clients,
      encoder: () => encoderOf(this),
      keepOpen: (open) => (this.autoDispose = !open),
      broadcastPatch: () => void this.broadcastPatch(),
      patchOnly: (clients) => patchOnly(this, clients),
      broadcast: (type, message) => this.broadcast(type, message),
      giveView: (client, secrets) => {
        const view = quietStateView();
        if (secrets) view.add(secrets);
        client.view = view;
      },
      refuse: (client, code, reason, about) => this.refuse(client, refusal(code, reason, about)),
      setPrivate: () => this.setPrivate(true),
      list: async (listing) => {
        await this.setMetadata(listing);
        updateLobby(this);
      },
      openTable: (options) => matchMaker.createRoom('table', options).then((room) => room.roomId),
      publishLinks: (tokens) => publishLinks(this.roomId, tokens),
      now: () => Date.now(),
    };
  }

  /** A new table is kept before anyone sits at it: a table the store cannot keep is not opened. */
  private async keepNew(): Promise<void> {
    try {
      // In a cluster, the table is this process's before the store has it: no other process takes it over while
      // its room is being opened and not yet listed.
      const cluster = currentCluster();
      if (cluster !== null) await claimTable(cluster.redis, this.roomId, false);
      await this.table.keepNew();
    } catch (error) {
      logger.error({ room: this.roomId, err: error }, 'table not kept: refused');
      throw joinRefused(503, 'cannot-keep-tables');
    }
  }

  override onJoin(client: Client<ClientData>, raw: unknown): void {
    const parsed = JoinOptions.safeParse(raw ?? {});
    if (!parsed.success) throw joinRefused(400, 'bad-join-options');
    forceFullState(this);
    const refused = this.table.join(client, parsed.data);
    if (refused !== null) throw joinRefused(refused.status, refused.reason);
  }

  override async onLeave(client: Client<ClientData>, consented: boolean): Promise<void> {
    // The server is restarting: the seat stays its player's, kept as it was, for the table's return.
    if (this.table.closing) return;
    const index = client.userData?.seat;
    const mayReturn = !consented && settings.current.reconnectSeconds > 0 && this.state.status !== 'over';
    if (index === null || index === undefined) {
      // A spectator whose connection dropped may come back (a reload) to watch on.
      if (
        mayReturn &&
        (await this.allowReconnection(client, settings.current.reconnectSeconds).catch(() => null)) !== null
      )
        return void reconnections.inc({ via: 'token' });
      this.table.spectatorLeft(client.sessionId);
      return;
    }
    if (!this.table.dropped(index)) return;
    // A dropped player keeps the seat for the window, in the waiting room as at the table: a reload must not
    // cost the seat, the host's role or, at a private table whose only player is the host, the table itself.
    if (mayReturn) {
      try {
        await this.allowReconnection(client, settings.current.reconnectSeconds);
        reconnections.inc({ via: 'token' });
        this.table.back(index);
        forceFullState(this);
        this.broadcastPatch();
        return;
      } catch {
        // The window passed: the seat opens (waiting room) or a bot plays it (game).
      }
    }
    await this.table.gone(index, client);
  }

  override async onDispose(): Promise<void> {
    this.table.dispose();
    if (this.table.inviteCode !== null) await releaseCode(this.presence, this.table.inviteCode);
  }

  /**
   * Colyseus locks a room whose clients and reservations reach `maxClients`, and a locked room refuses every join,
   * a player's seat or reclaim as much as a spectator. A table locks only while it is being disposed: seats are
   * given in `onJoin`, and the audience is counted apart (`Audience`).
   */
  override hasReachedMaxClients(): boolean {
    return disposing(this);
  }

  /** A refusal in codes and data, never a sentence: the client says it (docs/protocol.md). */
  private refuse(client: Client, refused: Refused): void {
    messagesRefused.inc({ code: refused.code });
    client.send('error', refused);
  }

  /** A frame Colyseus cannot read is refused here, throttled like any message, and never reaches it. */
  private refusedFrame(client: Client, frame: Buffer): boolean {
    const verdict = this.gate.frame(client, frame);
    if (verdict === null) return false;
    // One line, no stack: the reason says what was wrong with the frame.
    if (verdict.problem !== null)
      logger.warn({ room: this.roomId, problem: verdict.problem }, 'malformed-message');
    this.refuse(client, verdict.refused);
    return true;
  }

  /** Every client message goes through the gate (throttle, size, shape, role), then to the table. */
  private receive(client: Client<ClientData>, type: ClientMessageType, message: unknown): void {
    try {
      const verdict = this.gate.check(client, type, message, client.userData?.seat);
      if ('refused' in verdict) return this.refuse(client, verdict.refused);
      this.table.handle(client, verdict.admitted);
    } catch (error) {
      logger.error({ room: this.roomId, err: error }, 'message handler failed');
      this.refuse(client, refusal('internal-error', 'handler-failed', type));
    }
  }

  /**
   * SIGTERM: no one joins any more, what is being kept is written, the clock's stop is marked, and every client is
   * told the server restarts (close code 1012). The table comes back, as kept, on the next start.
   */
  async closeForRestart(): Promise<void> {
    await this.lock();
    await this.table.closeForRestart();
    await this.disconnect(CLOSE_RESTARTING);
  }

  /** How close this table's race is on public facts (`Game.race`), for the TV of the cluster (a remote room call). */
  tvRace(): number | null {
    return this.table.tvRace();
  }

  /**
   * The TV's audience link to this table (10 s late), for a process showing the TV of the whole cluster (a remote
   * room call); null for a private table, which the TV never shows.
   */
  tvLink(): { token: string; delaySeconds: number } | null {
    return this.table.tvLink();
  }
}
