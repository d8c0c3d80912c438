// One table of one game: seats, the rules state, and the only path from a message to the rules.
import {
  ClientState,
  Room,
  RoomInternalState,
  matchMaker,
  updateLobby,
  type Client,
  type ClientPrivate,
} from '@colyseus/core';
import {
  CLOSE_IDLE,
  CLOSE_RESTARTING,
  ClientMessages,
  CreateTableOptions,
  eventsJson,
  JoinOptions,
  LIMITS,
  readAct,
  projectTable,
  TableState,
  wireSafe,
  type ClientMessageType,
  type ErrorCode,
  type GameProof,
  type RefusalReason,
  type SeatColour,
  type SeatSecrets,
  type PredictionPayload,
  type SeatState,
  type ServerMessages,
} from '@flotilla/protocol';
import type { Encoder } from '@colyseus/schema';
import { Dice, eventsFor, findGame, rngFromSeed, type ActionShape, type GameEvent } from '@flotilla/rules';
import { randomBytes } from 'node:crypto';
import { settings } from '../config';
import { reclaimCode, releaseCode, reserveCode } from '../invites';
import { logger } from '../logger';
import { issuePath, joinRefused } from '../refusals';
import { BroadcastDesk, type DeskSeat } from '../broadcast/desk';
import { BroadcastFeed, broadcastClock } from '../broadcast/feed';
import { TV_DELAY_SECONDS, openSource } from '../broadcast/registry';
import { readKeptAudience } from '../broadcast/kept-audience';
import { currentCluster, publishLinks } from '../cluster/cluster';
import { claimTable } from '../cluster/takeover';
import { PredictionBox, RoundWatch } from '../broadcast/predictions';
import { TokenBucket } from '../rate-limit';
import { tableStore } from '../store/current';
import { RETRY_MS, TableKeeper } from '../store/keeper';
import { takeRestoration } from '../store/restore';
import type { KeptTable } from '../store/types';
import { AUDIENCE_FULL, AUDIENCE_LIMIT, Audience } from './audience';
import { actionToPatch, actionsAccepted, countTable, messagesRefused, reconnections } from '../metrics';
import { botAction } from './bots';
import { frameProblem } from './frames';
import { keptSeating, newTable, restoreTable } from './kept-table';
import { Match, STORAGE_UNAVAILABLE, type Step } from './match';
import { Pacer } from './pacer';
import { actingSeatLast, seatOf } from './patch-order';
import { onlyChanged } from './quiet-changes';
import { UNSHARED_VIEWS, quietStateView } from './quiet-map';
import { addSeats, clearSeat, freeColour, openSeat, reassignHost, seatedCount, uniqueName } from './seats';
import { standardOptions, tableClock } from './table-options';
import { checkStart, seatBot, setBot, setProfile, setReady, type Refusal } from './waiting-room';

/**
 * A client message checked against its schema: its data, or where it is malformed (the first zod issue's path,
 * joined with dots; '' for the message itself).
 */
function readMessage(
  type: ClientMessageType,
  message: unknown,
): { success: true; data: unknown } | { success: false; path: string } {
  if (type === 'act') {
    const act = readAct(message);
    if (act.ok) return { success: true, data: act.value };
    // Rare (and throttled): zod, which refuses the same messages, says where.
  }
  const parsed = ClientMessages[type].safeParse(message);
  return parsed.success
    ? { success: true, data: parsed.data }
    : { success: false, path: issuePath(parsed.error.issues[0]?.path) };
}

/** The longest message type an error reply repeats: longer than every real one. */
const MAX_ECHOED_TYPE = 32;

type ClientData = { seat: number | null };

export class TableRoom extends Room<TableState> {
  override state = new TableState();
  /** The game itself: its rules state, seed and log, each action kept before it counts. */
  private match!: Match;
  /** Each seat's token for taking it back from a bot; void once its holder has left the waiting room. */
  private readonly seatTokens: Array<string | undefined> = [];
  private readonly buckets = new WeakMap<Client, TokenBucket>();
  private readonly audience = new Audience();
  /** Takes the table out of the metrics' gauges (on disposal). */
  private uncount: () => void = () => undefined;
  private readonly botDice = new Dice(rngFromSeed(randomBytes(32).toString('hex')));
  private readonly pacer = new Pacer(
    {
      playing: () => this.state.status === 'playing' && this.match.rules !== null,
      awaiting: () => (this.match.rules === null ? [] : this.match.game.waitingFor(this.match.rules)),
      anyBot: () => {
        for (const seat of this.state.seats) if (seat.occupant === 'bot') return true;
        return false;
      },
      occupant: (seat) => this.state.seats[seat]?.occupant,
      botMove: (seat) => botAction(this.match.game, this.match.rules, seat, this.botDice),
      timeoutMove: (seat) => this.match.game.timeoutAction(this.match.rules, seat),
      play: (seat, action) => this.play(seat, action),
      turnSeconds: () => this.state.turnSeconds,
      bankSeconds: () => this.state.bankSeconds,
      setDeadline: (epochMs) => {
        const banks = this.state.seats.map((seat) => {
          seat.bank = this.pacer.bankLeft(seat.index);
          return seat.bank;
        });
        this.broadcastFeed.clock({ deadline: epochMs, banks });
        if (this.state.deadline === epochMs) return;
        this.state.deadline = epochMs;
        this.match.keeper.deadline(epochMs);
      },
      handToBot: (seat) => this.handToBot(seat),
      publicVersion: () => this.state.version,
    },
    () => settings.current.botDelayMs,
  );
  private inviteCode: string | null = null;
  private proof: GameProof | null = null;
  private createOptions: CreateTableOptions | null = null;
  /** The "play again" table, created once by the first request. */
  private rematchRoom: Promise<string> | null = null;
  private botsCall: ReturnType<typeof setTimeout> | null = null;
  /** A restored table holds its people's seats for the reconnection window. */
  private holdCall: ReturnType<typeof setTimeout> | null = null;
  /** The store could not write: bots and timers try again after this. */
  private retryCall: ReturnType<typeof setTimeout> | null = null;
  /** The table's past for its broadcasts, and who may open which (issue 25). */
  private broadcastFeed!: BroadcastFeed;
  private readonly broadcastDesk = new BroadcastDesk(
    () => randomBytes(18).toString('base64url'),
    () => void this.keepAudience(),
  );
  private startedAt = 0;
  /** Spectators' predictions, closed at the end of the first round, revealed with the final scores. */
  private predictionBox!: PredictionBox;
  private roundWatch!: RoundWatch;
  private disposed = false;

  override async onCreate(raw: unknown): Promise<void> {
    // Only the server's restore offers a kept table; a client's `restore` option names none.
    const kept = takeRestoration((raw as { restore?: unknown } | null)?.restore);
    const parsed = CreateTableOptions.safeParse(kept?.createOptions ?? raw ?? {});
    if (!parsed.success) {
      logger.info({ path: issuePath(parsed.error.issues[0]?.path) }, 'table options refused');
      throw joinRefused(400, 'bad-options');
    }
    const options = parsed.data;
    const game = findGame(options.game);
    if (game === undefined) throw joinRefused(400, 'unknown-game');
    // A game seats `minSeats` to `maxSeats` players (the catalogue says which).
    if (options.players < game.minSeats || options.players > game.maxSeats)
      throw joinRefused(400, 'bad-seat-count');
    // Options are for private tables, whose players chose them.
    if (!options.private && !standardOptions(options, settings.current.publicClock))
      throw joinRefused(400, 'public-standard');
    const gameOptions = game.parseOptions(options.options);
    if (!gameOptions.ok) {
      logger.info({ game: game.id, problem: gameOptions.error }, 'game options refused');
      throw joinRefused(400, 'bad-options');
    }
    if (kept !== undefined) this.roomId = kept.roomId;
    // The archive's id: 128 random bits, served once the game is over.
    const gameId = kept?.gameId ?? randomBytes(16).toString('base64url');
    const seed = kept?.seed ?? randomBytes(32).toString('hex');
    const keeper = new TableKeeper(tableStore.current, gameId, this.roomId);
    this.match = new Match(game, gameOptions.options, options.players, seed, keeper);
    this.broadcastFeed = new BroadcastFeed(game, gameOptions.options, options.players);
    this.predictionBox = new PredictionBox(game.id, options.players);
    this.predictionBox.keep = () => this.keepAudience();
    this.roundWatch = new RoundWatch(game.id);
    openSource(this.roomId, {
      feed: this.broadcastFeed,
      desk: this.broadcastDesk,
      predictions: this.predictionBox,
      // The TV shows public tables only, and only while this room lives.
      tv: () =>
        options.private || this.disposed
          ? null
          : {
              game: game.id,
              playing: this.state.status === 'playing',
              people: this.state.seats.filter((s) => s.occupant === 'human').length,
              race: this.tvRace(),
              startedAt: this.startedAt,
            },
    });
    this.createOptions = options;
    // A turn-based table sends its patch as soon as something changes, never on an interval.
    this.patchRate = 0;
    // Every client gets a view of its own (`onJoin`), so the serializer's cache of shared views never hits.
    const serializer = (this as unknown as { _serializer: { encodedViews?: unknown } })._serializer;
    if (serializer.encodedViews instanceof Map) serializer.encodedViews = UNSHARED_VIEWS;
    // What the listing shows; the room never locks at it (`hasReachedMaxClients`): seats and audience count apart.
    this.maxClients = options.players + AUDIENCE_LIMIT;

    const s = this.state;
    s.game = game.id;
    s.seatCount = options.players;
    s.options = wireSafe(JSON.stringify(gameOptions.options));
    s.privateTable = options.private;
    s.botsFill = options.botsFill;
    const clock = tableClock(options, settings.current.publicClock);
    s.turnSeconds = clock.turnSeconds;
    s.bankSeconds = clock.bankSeconds;
    this.broadcastFeed.turnSeconds = clock.turnSeconds;
    this.broadcastFeed.bankSeconds = clock.bankSeconds;
    s.spectatorsAllowed = options.spectators;
    addSeats(s, options.players);
    this.uncount = countTable(() => ({
      game: s.game,
      status: s.status,
      occupants: s.seats.map((seat) => seat.occupant),
      spectators: this.audience.size,
    }));
    if (options.private) {
      await this.setPrivate(true);
      this.inviteCode =
        kept?.inviteCode != null
          ? await reclaimCode(this.presence, kept.inviteCode, this.roomId)
          : await reserveCode(this.presence, this.roomId);
    }
    try {
      if (kept === undefined) await this.keepNew();
      else await this.restore(kept);
    } catch (error) {
      if (this.inviteCode !== null) await releaseCode(this.presence, this.inviteCode);
      this.pacer.stop();
      throw error;
    }
    await this.publishMetadata();

    this.onMessage('*', (client, type) => this.unknown(client, String(type)));
    for (const type of Object.keys(ClientMessages) as ClientMessageType[]) {
      this.onMessage(type, (client, message: unknown) => this.receive(client, type, message));
    }
    logger.info(
      { room: this.roomId, game: game.id, players: options.players, private: options.private },
      kept === undefined ? 'table created' : 'table restored',
    );
  }

  /** A new table is kept before anyone sits at it: a table the store cannot keep is not opened. */
  private async keepNew(): Promise<void> {
    try {
      // In a cluster, the table is this process's before the store has it: no other process takes it over while
      // its room is being opened and not yet listed.
      const cluster = currentCluster();
      if (cluster !== null) await claimTable(cluster.redis, this.roomId, false);
      const table = { roomId: this.roomId, inviteCode: this.inviteCode, createOptions: this.createOptions };
      await this.match.keeper.create(newTable(table, this.state, this.match, this.seatTokens));
    } catch (error) {
      logger.error({ room: this.roomId, err: error }, 'table not kept: refused');
      throw joinRefused(503, 'cannot-keep-tables');
    }
  }

  /**
   * A kept table comes back: its seats, its game replayed through the rules from the log, its clock with the
   * time it had left, and its people's seats held for them.
   */
  private async restore(kept: KeptTable): Promise<void> {
    // The audience first: its links work again, and its predictions close where the replayed log says.
    const audience = readKeptAudience(kept.audience);
    if (audience !== null) {
      this.broadcastDesk.restore(audience);
      void publishLinks(
        this.roomId,
        audience.links.map((link) => link.token),
      ).catch(() => undefined);
      this.predictionBox.restore(audience.predictions);
      this.state.predictionRounds = this.predictionBox.rounds;
    }
    const clockLeft = restoreTable(this.state, this.match, kept, this.seatTokens, (step) =>
      this.followForPredictions(step.rules, step.events),
    );
    this.state.predictionsOpen = this.predictionBox.open;
    this.state.mutinyCall = this.predictionBox.mutinyCall;
    if (this.match.rules !== null) this.recordForBroadcasts(this.match.rules, []);
    if (this.state.status === 'playing') {
      await this.setPrivate(true);
      // The end was reached but not kept (the store failed, then the server): keep it now.
      const outcome = this.match.outcome();
      if (outcome !== null) this.finish(outcome);
    }
    this.holdSeats();
    this.pacer.resume(clockLeft);
  }

  /**
   * Every person of a restored table is away until they come back (by seat token): their seats wait for them
   * through the reconnection window, then open (waiting room) or pass to a bot (game), as for a dropped player.
   */
  private holdSeats(): void {
    const held = this.state.seats.filter((seat) => seat.occupant === 'human');
    if (held.length === 0 || this.state.status === 'over') return;
    // Nobody is connected yet: the room must wait for its people instead of closing as empty.
    this.autoDispose = false;
    this.holdCall = setTimeout(() => {
      this.holdCall = null;
      for (const seat of held) {
        if (seat.connected || this.clients.some((c) => seatOf(c) === seat.index)) continue;
        if (this.state.status === 'waiting') this.vacate(seat);
        else if (this.state.status === 'playing') {
          seat.occupant = 'bot';
          logger.info(
            { room: this.roomId, seat: seat.index, why: 'not back after restart' },
            'seat taken over',
          );
        }
      }
      this.keepSeating();
      this.pacer.afterChange();
      this.broadcastPatch();
      void this.publishMetadata();
      this.autoDispose = true;
    }, settings.current.reconnectSeconds * 1000);
  }

  /** Seats changed: the store keeps who sits where (in the background; the game does not wait for it). */
  private keepSeating(): void {
    this.match.keeper.seating(keptSeating(this.state, this.seatTokens));
  }

  override onJoin(client: Client<ClientData>, raw: unknown): void {
    const parsed = JoinOptions.safeParse(raw ?? {});
    if (!parsed.success) throw joinRefused(400, 'bad-join-options');
    const options = parsed.data;
    this.forceFullState();
    if (options.spectate) {
      if (!this.state.spectatorsAllowed) throw joinRefused(403, 'no-spectators');
      if (!this.audience.admit(client.sessionId)) throw joinRefused(403, AUDIENCE_FULL);
      // No view: a client without one decodes only what is not `@view()`, the public table. Colyseus then
      // writes it the patch it encodes once for everyone, instead of encoding and copying a view per spectator.
      client.userData = { seat: null };
      this.welcome(client, 'spectator', null);
      return;
    }
    const seat = this.seatFor(options.reclaim);
    if (seat === undefined) {
      // A started table may still be watched: the client offers it.
      throw joinRefused(409, this.state.status === 'waiting' ? 'table-full' : 'game-started');
    }
    if (seat.occupant === 'open') {
      seat.occupant = 'human';
      seat.name = uniqueName(this.state, seat.index, options.name);
      seat.colour = freeColour(this.state, options.colour);
      seat.host = !this.state.seats.some((other) => other.host);
    } else {
      // Taking a seat back: from the bot that played it, or held for this player since their connection dropped.
      seat.occupant = 'human';
      reconnections.inc({ via: 'reclaim' });
    }
    seat.connected = true;
    client.userData = { seat: seat.index };
    client.view = quietStateView();
    const secrets = this.state.secrets.get(String(seat.index));
    if (secrets) client.view.add(secrets);
    this.welcome(client, 'player', seat.index);
    if (this.broadcastDesk.all().length > 0 || this.broadcastDesk.truthConsent.length > 0)
      this.tellBroadcasts(client);
    this.keepSeating();
    this.callBots();
    if (this.match.rules !== null) {
      projectTable(this.state, this.match.game, this.match.rules);
      this.pacer.afterChange();
    }
    this.broadcastPatch();
    void this.publishMetadata();
    if (
      !this.state.privateTable &&
      this.state.status === 'waiting' &&
      seatedCount(this.state) === this.state.seatCount
    ) {
      void this.startGame();
    }
  }

  override async onLeave(client: Client<ClientData>, consented: boolean): Promise<void> {
    // The server is restarting: the seat stays its player's, kept as it was, for the table's return.
    if (this.match.keeper.closing) return;
    const index = client.userData?.seat;
    if (index === null || index === undefined) {
      // A spectator whose connection dropped may come back (a reload) to watch on.
      if (!consented && settings.current.reconnectSeconds > 0 && this.state.status !== 'over') {
        const back = await this.allowReconnection(client, settings.current.reconnectSeconds).catch(
          () => null,
        );
        if (back !== null) {
          reconnections.inc({ via: 'token' });
          return;
        }
      }
      this.audience.leave(client.sessionId);
      return;
    }
    const seat = this.state.seats[index];
    if (seat === undefined) return;
    seat.connected = false;
    this.broadcastPatch();
    // Sent away for its time-outs (`handToBot`): no reconnection, the seat token takes the seat back.
    if (seat.occupant === 'bot') return;
    // A dropped player keeps the seat for the window, in the waiting room as at the table: a reload must not
    // cost the seat, the host's role or, at a private table whose only player is the host, the table itself.
    if (!consented && settings.current.reconnectSeconds > 0 && this.state.status !== 'over') {
      try {
        await this.allowReconnection(client, settings.current.reconnectSeconds);
        reconnections.inc({ via: 'token' });
        seat.connected = true;
        // A bot that took the seat meanwhile, for its time-outs (`handToBot`), gives it back to its player.
        if (seat.occupant === 'bot') {
          seat.occupant = 'human';
          this.keepSeating();
          this.pacer.afterChange();
        }
        this.forceFullState();
        this.broadcastPatch();
        return;
      } catch {
        // The window passed: the seat opens (waiting room) or a bot plays it (game).
      }
    }
    if (this.clients.some((c) => seatOf(c) === index && c !== client)) return;
    if (this.state.status === 'waiting') {
      this.vacate(seat);
      await this.publishMetadata();
      return;
    }
    if (this.state.status !== 'playing') return;
    seat.occupant = 'bot';
    logger.info({ room: this.roomId, seat: index, why: 'dropped' }, 'seat taken over');
    this.keepSeating();
    this.pacer.afterChange();
    this.broadcastPatch();
  }

  /**
   * A seat out of time `IDLE_TIMEOUTS` times in a row: a bot plays it, and its player's clients are closed with
   * `CLOSE_IDLE`. The player takes the seat back as after any bot take-over, with the seat token (`reclaim`).
   */
  private handToBot(index: number): void {
    const seat = this.state.seats[index];
    if (seat === undefined || seat.occupant !== 'human') return;
    seat.occupant = 'bot';
    this.keepSeating();
    for (const client of this.clients) if (seatOf(client) === index) client.leave(CLOSE_IDLE);
    this.broadcastPatch();
    logger.info({ room: this.roomId, seat: index, why: 'idle' }, 'seat taken over');
  }

  /** A waiting-room seat left for good: open again, and its seat token void, so the next person's is their own. */
  private vacate(seat: SeatState): void {
    clearSeat(seat);
    this.seatTokens[seat.index] = undefined;
    reassignHost(this.state);
    this.keepSeating();
    if (!this.state.seats.some((other) => other.occupant === 'human')) this.cancelBots();
    this.broadcastPatch();
  }

  override async onDispose(): Promise<void> {
    this.uncount();
    // Its broadcasts run on behind it, up to their delay, then the feed is dropped.
    this.broadcastFeed.closedAt = broadcastClock.now();
    this.disposed = true;
    this.pacer.stop();
    this.cancelBots();
    this.clearCalls();
    // Everyone left before the end (not a restart): the table is kept as it was, and never restored.
    if (!this.match.keeper.closing && this.state.status !== 'over') this.match.keeper.abandon(Date.now());
    if (this.inviteCode !== null) await releaseCode(this.presence, this.inviteCode);
  }

  /**
   * Colyseus locks a room whose clients and reservations reach `maxClients`, and a locked room refuses every join,
   * a player's seat or reclaim as much as a spectator. A table locks only while it is being disposed: seats are
   * given in `onJoin`, and the audience is counted apart (`Audience`).
   */
  override hasReachedMaxClients(): boolean {
    return (
      (this as unknown as { _internalState: RoomInternalState })._internalState ===
      RoomInternalState.DISPOSING
    );
  }

  /**
   * Where a joining player sits: the seat their token names, else an open seat. A token takes its seat back from
   * the bot playing it, or from its player's own dropped connection (a reload, a server restart), never from a
   * connected client.
   */
  private seatFor(reclaim: string | undefined): SeatState | undefined {
    if (reclaim !== undefined) {
      const index = this.seatTokens.indexOf(reclaim);
      const seat = this.state.seats[index];
      const occupied = this.clients.some((c) => seatOf(c) === index);
      const away = seat?.occupant === 'bot' || (seat?.occupant === 'human' && !seat.connected);
      if (seat !== undefined && away && !occupied) return seat;
    }
    return this.state.status === 'waiting' ? openSeat(this.state) : undefined;
  }

  private welcome(client: Client, role: 'player' | 'spectator', seat: number | null): void {
    let seatToken: string | null = null;
    if (seat !== null) {
      seatToken = this.seatTokens[seat] ?? randomBytes(24).toString('base64url');
      this.seatTokens[seat] = seatToken;
    }
    const message: ServerMessages['welcome'] = {
      role,
      seat,
      seatToken,
      inviteCode: role === 'player' ? this.inviteCode : null,
    };
    client.send('welcome', message);
    if (this.proof !== null) client.send('proof', this.proof);
    if (role === 'player')
      void this.rematchRoom?.then((roomId) => client.send('rematch', { roomId })).catch(() => undefined);
  }

  /** Works around colyseus#917: a full state encoded while nobody was connected can be stale. */
  private forceFullState(): void {
    (this as unknown as { _serializer: { needFullEncode: boolean } })._serializer.needFullEncode = true;
  }

  /** A refusal in codes and data, never a sentence: the client says it (docs/protocol.md). */
  private refuse(
    client: Client,
    code: ErrorCode,
    reason: RefusalReason,
    about: string,
    detail?: ServerMessages['error']['detail'],
  ): void {
    const reply: ServerMessages['error'] =
      detail === undefined ? { code, reason, about } : { code, reason, about, detail };
    messagesRefused.inc({ code });
    client.send('error', reply);
  }

  /** A frame Colyseus cannot read is refused here, throttled like any message, and never reaches it. */
  protected override _onMessage(client: Client & ClientPrivate, frame: Buffer): void {
    const problem = client.state === ClientState.LEAVING ? null : frameProblem(frame);
    if (problem === null) return super._onMessage(client, frame);
    if (this.throttled(client, 'frame')) return;
    // One line, no stack: the reason says what was wrong with the frame.
    logger.warn({ room: this.roomId, problem }, 'malformed-message');
    this.refuse(client, 'malformed-message', 'malformed', 'frame');
  }

  /** A message type nobody sends: throttled like the others, and its name echoed no longer than a real one. */
  private unknown(client: Client, type: string): void {
    const about = type.length > MAX_ECHOED_TYPE ? `${type.slice(0, MAX_ECHOED_TYPE)}…` : type;
    if (this.throttled(client, about)) return;
    this.refuse(client, 'unknown-message', 'unknown-message', about);
  }

  /** True, with a `rate-limited` reply, when the client's message bucket is empty: every kind of message counts. */
  private throttled(client: Client, about: string): boolean {
    let bucket = this.buckets.get(client);
    if (bucket === undefined) {
      bucket = new TokenBucket(LIMITS.messagesPerSecond, LIMITS.messagesPerSecond * 2);
      this.buckets.set(client, bucket);
    }
    if (bucket.take()) return false;
    this.refuse(client, 'rate-limited', 'too-many-messages', about);
    return true;
  }

  /** Every client message goes through here: throttle, size, shape, role, then its handler. */
  private receive(client: Client<ClientData>, type: ClientMessageType, message: unknown): void {
    try {
      if (this.throttled(client, type)) return;
      const size = JSON.stringify(message ?? null)?.length ?? 0;
      if (size > LIMITS.maxMessageBytes) return this.refuse(client, 'too-large', 'too-large', type);
      // Every accepted action comes through `act`: its reader checks the same rules as the zod schema without
      // zod's allocations; the rare other messages keep zod.
      const parsed = readMessage(type, message ?? {});
      if (!parsed.success)
        return this.refuse(client, 'malformed-message', 'malformed', type, { path: parsed.path });
      const seat = client.userData?.seat;
      if (type === 'predict') return this.predict(client, seat ?? null, parsed.data as PredictionPayload);
      if (seat === null || seat === undefined)
        return this.refuse(client, 'spectator', 'spectators-watch', type);
      switch (type) {
        case 'act':
          return this.act(client, seat, (parsed.data as { action: ActionShape }).action);
        case 'ready':
          return this.waitingRoom(
            client,
            type,
            setReady(this.state, seat, (parsed.data as { ready: boolean }).ready),
          );
        case 'start':
          return void this.requestStart(client, seat);
        case 'bot':
          return this.waitingRoom(
            client,
            type,
            setBot(this.state, seat, parsed.data as { seat: number; on: boolean }),
            true,
          );
        case 'profile':
          return this.waitingRoom(
            client,
            type,
            setProfile(this.state, seat, parsed.data as { name: string; colour: SeatColour }),
          );
        case 'rematch':
          return void this.rematch(client);
        case 'broadcast':
        case 'unbroadcast':
        case 'truthConsent':
          return this.broadcastRequest(client, seat, type, parsed.data);
        case 'predictionDeadline':
          return this.predictionDeadline(client, seat, (parsed.data as { rounds: number }).rounds);
      }
    } catch (error) {
      logger.error({ room: this.roomId, err: error }, 'message handler failed');
      this.refuse(client, 'internal-error', 'handler-failed', type);
    }
  }

  private act(client: Client, seat: number, action: ActionShape): void {
    if (this.state.status !== 'playing' || this.match.rules === null) {
      return this.refuse(client, 'not-playing', 'not-playing', 'act');
    }
    const received = performance.now();
    const game = this.match.game.id;
    void this.match
      .submit(seat, action, (step) => {
        this.accept(step);
        actionsAccepted.inc({ game, by: 'player' });
        actionToPatch.observe({ game }, (performance.now() - received) / 1000);
      })
      .then((refusal) => {
        if (refusal === null) return;
        if (refusal === STORAGE_UNAVAILABLE) this.retryLater();
        this.refuse(client, refusal.code, refusal.reason, 'act');
      });
  }

  /** Bots and timers act through the rules exactly like a player's message. */
  private async play(seat: number, action: ActionShape): Promise<boolean> {
    const refusal = await this.match.submit(seat, action, (step) => {
      this.accept(step);
      actionsAccepted.inc({ game: this.match.game.id, by: 'server' });
    });
    if (refusal === STORAGE_UNAVAILABLE) this.retryLater();
    // An action chosen before the one ahead of it was kept may no longer fit: the pacer chooses again.
    else if (refusal !== null)
      logger.info({ room: this.roomId, code: refusal.code }, 'automatic action refused');
    return refusal === null;
  }

  /** The store could not keep an action: bots and clocks try again once, a moment later. */
  private retryLater(): void {
    if (this.retryCall !== null) return;
    this.retryCall = setTimeout(() => {
      this.retryCall = null;
      this.pacer.afterChange();
    }, RETRY_MS);
  }

  private clearCalls(): void {
    if (this.holdCall !== null) clearTimeout(this.holdCall);
    if (this.retryCall !== null) clearTimeout(this.retryCall);
    this.holdCall = null;
    this.retryCall = null;
  }

  /**
   * The one place where the table moves on, once the match has kept the action: project, then one patch that
   * also carries the events.
   */
  private accept({ seat, rules, events }: Step): void {
    const mine = this.state.secrets.get(String(seat));
    if (mine !== undefined) mine.accepted++;
    projectTable(this.state, this.match.game, rules);
    this.recordForBroadcasts(rules, events);
    this.followForPredictions(rules, events);
    const outcome = this.match.game.outcome(rules);
    if (outcome !== null) this.finish(outcome);
    // Timers first, so the new deadline rides in this very patch.
    this.pacer.afterChange();
    if (mine !== undefined && this.quiet(seat, mine, events)) return;
    this.state.version++;
    // Not before the quiet check: a changed hash would tell everyone that a secret pick happened.
    this.state.logHash = this.match.logHash;
    this.recordEvents(events);
    actingSeatLast(this.clients, seat);
    this.broadcastPatch();
    if (this.proof !== null) this.broadcast('proof', this.proof);
  }

  /**
   * An action that changed nothing public and no other seat's secrets (a Captains' War boarding pick before the
   * lock): the public `version` stays, and the patch goes to the seat's own clients alone. The others must not even
   * learn that it happened: counting such patches would count the picks of a secret choice. Its events (all the
   * seat's own) ride in the seat's list, marked with its `accepted` count. False, with nothing done, otherwise.
   */
  private quiet(
    seat: number,
    mine: SeatSecrets,
    events: ReadonlyArray<GameEvent<{ type: string }>>,
  ): boolean {
    if (!events.every((event) => event.to === seat)) return false;
    const serializer = this.serializer();
    if (!onlyChanged(serializer.encoder, mine)) return false;
    if (events.length > 0) mine.events = wireSafe(eventsJson(this.state.version, events, mine.accepted));
    serializer.applyPatches(
      this.clients.filter((client) => seatOf(client) === seat),
      this.state,
    );
    return true;
  }

  private serializer(): { encoder: Encoder; applyPatches(clients: Client[], state: TableState): boolean } {
    return (this as unknown as { _serializer: ReturnType<TableRoom['serializer']> })._serializer;
  }

  /**
   * The action's events go into the synced state, so they arrive in its patch: the public ones for everyone, and
   * for each seat that has an event of its own, its whole list in its filtered secrets (StateView). Nobody
   * receives another seat's private event, and nothing is encoded or sent twice.
   */
  private recordEvents(events: ReadonlyArray<GameEvent<{ type: string }>>): void {
    const version = this.state.version;
    const everyone = events.every((event) => event.to === 'all');
    this.state.events = wireSafe(eventsJson(version, everyone ? events : eventsFor(events, 'spectator')));
    if (everyone) return;
    for (const [key, secrets] of this.state.secrets) {
      const seat = Number(key);
      if (events.some((event) => event.to === seat)) {
        secrets.events = wireSafe(eventsJson(version, eventsFor(events, seat)));
      }
    }
  }

  /** A waiting-room change: refused with its reason, or patched at once. */
  private waitingRoom(
    client: Client,
    about: ClientMessageType,
    refusal: Refusal | null,
    listed = false,
  ): void {
    if (refusal !== null) return this.refuse(client, refusal.code, refusal.reason, about);
    this.keepSeating();
    this.broadcastPatch();
    if (listed) void this.publishMetadata();
  }

  private async requestStart(client: Client, seat: number): Promise<void> {
    const refusal = checkStart(this.state, seat);
    if (refusal !== null) return this.refuse(client, refusal.code, refusal.reason, 'start');
    await this.startGame();
  }

  /**
   * Quick play never leaves someone alone at a table: once a stranger has waited long enough, bots take the
   * open seats and the game starts. The deadline shows the waiting room the countdown.
   */
  private callBots(): void {
    const seconds = settings.current.quickPlayBotsSeconds;
    if (this.state.privateTable || this.state.status !== 'waiting' || seconds <= 0 || this.botsCall !== null)
      return;
    this.state.deadline = Date.now() + seconds * 1000;
    // Not the room's clock: it ticks with the patch interval, which a turn-based table turns off.
    this.botsCall = setTimeout(() => {
      this.botsCall = null;
      void this.startGame();
    }, seconds * 1000);
  }

  private cancelBots(): void {
    if (this.botsCall !== null) clearTimeout(this.botsCall);
    this.botsCall = null;
    this.state.deadline = 0;
  }

  private async startGame(): Promise<void> {
    if (this.state.status !== 'waiting') return;
    this.cancelBots();
    for (const seat of this.state.seats) if (seat.occupant === 'open') seatBot(this.state, seat);
    this.state.setupHash = this.match.setupHash;
    this.state.logHash = this.match.logHash;
    const rules = this.match.start();
    this.match.keeper.start(keptSeating(this.state, this.seatTokens), Date.now());
    this.state.status = 'playing';
    this.startedAt = Date.now();
    projectTable(this.state, this.match.game, rules);
    this.recordForBroadcasts(rules, []);
    // A started table leaves quick play and the lobby; spectators still join it by id.
    if (!this.state.privateTable) await this.setPrivate(true);
    await this.publishMetadata();
    this.pacer.afterChange();
    this.broadcastPatch();
    logger.info({ room: this.roomId, game: this.match.game.id }, 'table started');
  }

  /**
   * "Play again with the same people": the first request opens one new private table with this table's
   * options (bots fill it if bots played here); every seated player here is told its id and joins it by id.
   */
  private async rematch(client: Client): Promise<void> {
    if (this.state.status !== 'over' || this.createOptions === null) {
      return this.refuse(client, 'not-over', 'not-over', 'rematch');
    }
    const botsFill = this.createOptions.botsFill || this.state.seats.some((s) => s.occupant === 'bot');
    this.rematchRoom ??= matchMaker
      .createRoom('table', {
        ...this.createOptions,
        private: true,
        botsFill,
        turnSeconds: this.state.turnSeconds,
      })
      .then((room) => room.roomId);
    try {
      const roomId = await this.rematchRoom;
      // The seated players alone: with the new table's id a spectator could sit there first, as its host.
      for (const seated of this.clients) {
        if (typeof seatOf(seated) === 'number')
          seated.send('rematch', { roomId } satisfies ServerMessages['rematch']);
      }
    } catch (error) {
      this.rematchRoom = null;
      logger.error({ room: this.roomId, err: error }, 'rematch table not created');
      this.refuse(client, 'internal-error', 'rematch-failed', 'rematch');
    }
  }

  /** A spectator's prediction: locked here, told to no one until the end. */
  private predict(client: Client, seat: number | null, payload: PredictionPayload): void {
    if (seat !== null) return this.refuse(client, 'not-allowed', 'own-game', 'predict');
    if (this.state.status === 'over')
      return this.refuse(client, 'predictions-closed', 'game-over', 'predict');
    const problem = this.predictionBox.put(client.sessionId, payload);
    if (problem !== null) return this.refuse(client, 'predictions-closed', problem, 'predict');
    void this.keepAudience().then(() => client.send('predicted', { ...payload }));
  }

  /** The host moves the deadline of predictions of the winner: the end of a round, or now (0). */
  private predictionDeadline(client: Client, seat: number, rounds: number): void {
    if (this.state.seats[seat]?.host !== true)
      return this.refuse(client, 'not-allowed', 'host-sets-predictions', 'predictionDeadline');
    if (!this.predictionBox.open)
      return this.refuse(client, 'predictions-closed', 'predictions-closed', 'predictionDeadline');
    this.predictionBox.rounds = rounds;
    this.state.predictionRounds = rounds;
    if (rounds <= this.roundWatch.over) this.closePredictions();
    else void this.keepAudience();
    this.broadcastPatch();
  }

  /** Each step: the host's round may be over, and an Eollis mutiny may open or close for predictions. */
  private followForPredictions(rules: unknown, events: Step['events']): void {
    if (
      this.predictionBox.open &&
      this.roundWatch.see(this.match.game.view(rules, 'spectator')) >= this.predictionBox.rounds
    )
      this.closePredictions();
    if (this.predictionBox.follow(events)) {
      this.state.mutinyCall = this.predictionBox.mutinyCall;
      this.broadcastFeed.predictionWindow(this.predictionBox.window);
    }
  }

  private closePredictions(): void {
    if (this.predictionBox.open) void this.keepAudience();
    this.predictionBox.open = false;
    this.state.predictionsOpen = false;
    this.broadcastFeed.predictionWindow(this.predictionBox.window);
  }

  /** The links, agreements and predictions, kept with the table so that a restart loses none of them. */
  private keepAudience(): Promise<void> {
    const tokens = this.broadcastDesk.kept().links.map((link) => link.token);
    void publishLinks(this.roomId, tokens).catch((error: unknown) =>
      logger.error({ room: this.roomId, err: error }, 'broadcast links not published to the cluster'),
    );
    return this.match.keeper.audience({
      ...this.broadcastDesk.kept(),
      predictions: this.predictionBox.kept(),
    });
  }

  /** Each step, with who sat where, for the broadcasts that show it once it is old enough. */
  private recordForBroadcasts(rules: unknown, events: Step['events']): void {
    this.broadcastFeed.record(
      rules,
      events,
      this.state.seats.map((s) => ({ name: s.name, colour: s.colour, occupant: s.occupant })),
    );
  }

  private deskSeats(): DeskSeat[] {
    return this.state.seats.map((s) => ({ host: s.host, person: s.occupant === 'human' }));
  }

  /** Opens or closes a broadcast link, or records a player's agreement to the whole truth; then tells the seats. */
  private broadcastRequest(
    client: Client,
    seat: number,
    type: 'broadcast' | 'unbroadcast' | 'truthConsent',
    data: unknown,
  ): void {
    const seats = this.deskSeats();
    if (type === 'truthConsent') {
      const closed = this.broadcastDesk.consent(seat, (data as { agree: boolean }).agree);
      if (closed.length > 0)
        logger.info({ room: this.roomId, closed: closed.length }, 'truth broadcasts closed');
    } else {
      const answer =
        type === 'broadcast'
          ? this.broadcastDesk.create(
              seat,
              seats,
              (data as { lens: 'audience' | 'seat' | 'truth' }).lens,
              (data as { delaySeconds?: number }).delaySeconds,
              (data as { fromEnd?: boolean }).fromEnd,
            )
          : this.broadcastDesk.revoke(seat, seats, (data as { token: string }).token);
      if (!answer.ok) return this.refuse(client, 'not-allowed', answer.why, type);
      logger.info(
        { room: this.roomId, lens: answer.value.lens, delay: answer.value.delaySeconds },
        type === 'broadcast' ? 'broadcast opened' : 'broadcast closed',
      );
    }
    this.tellBroadcasts();
  }

  /** Every seated client hears its own links and who agreed to the whole truth. */
  private tellBroadcasts(only?: Client): void {
    const seats = this.deskSeats();
    for (const client of only === undefined ? this.clients : [only]) {
      const seat = seatOf(client);
      if (typeof seat !== 'number') continue;
      client.send('broadcasts', {
        links: this.broadcastDesk
          .linksFor(seat, seats)
          .map(({ token, lens, seat: lensSeat, delaySeconds, fromEnd }) => ({
            token,
            lens,
            seat: lensSeat,
            delaySeconds,
            fromEnd,
          })),
        truthConsent: this.broadcastDesk.truthConsent,
        truthAllowed: this.broadcastDesk.truthAllowed(seats),
      } satisfies ServerMessages['broadcasts']);
    }
  }

  /** Publishes the seed and the action log: anyone can now replay the game and check every die. */
  private finish(outcome: unknown): void {
    this.state.status = 'over';
    this.state.seed = this.match.seed;
    this.proof = this.match.proof(this.match.keeper.gameId, outcome);
    this.match.keeper.finish(outcome, Date.now());
    this.state.outcome = wireSafe(JSON.stringify(outcome));
    // Predictions are revealed with the final scores: each scored against the winners and, in 15 Men, the factions.
    this.closePredictions();
    const rules = this.match.rules;
    const factions = new Map<number, string>();
    const shown =
      rules === null ? null : (this.match.game.view(rules, 'spectator') as { factions?: unknown });
    if (Array.isArray(shown?.factions))
      for (const f of shown.factions as Array<{ seat: number; faction: string }>)
        factions.set(f.seat, f.faction);
    const scored = JSON.stringify(
      this.predictionBox.results((outcome as { winners?: number[] }).winners ?? [], factions),
    );
    this.state.predictions = wireSafe(scored);
    this.broadcastFeed.predictions = scored;
    this.state.deadline = 0;
    this.pacer.stop();
    logger.info(
      { room: this.roomId, game: this.match.game.id, actions: this.match.log.length },
      'table finished',
    );
  }

  /**
   * SIGTERM: no one joins any more, what is being kept is written, the clock's stop is marked, and every client is
   * told the server restarts (close code 1012). The table comes back, as kept, on the next start.
   */
  async closeForRestart(): Promise<void> {
    await this.lock();
    this.pacer.stop();
    this.cancelBots();
    this.clearCalls();
    await this.match.settled();
    await this.match.keeper.close();
    await this.disconnect(CLOSE_RESTARTING);
  }

  /**
   * The TV's audience link to this table (10 s late), for a process showing the TV of the whole cluster (a remote
   * room call); null for a private table, which the TV never shows.
   */
  /** How close this table's race is on public facts (`Game.race`), for the TV; null before the start. */
  tvRace(): number | null {
    return this.match.rules === null ? null : this.match.game.race(this.match.rules);
  }

  tvLink(): { token: string; delaySeconds: number } | null {
    if (this.state.privateTable || this.disposed) return null;
    const link = this.broadcastDesk.tvLink(TV_DELAY_SECONDS);
    return { token: link.token, delaySeconds: link.delaySeconds };
  }

  private async publishMetadata(): Promise<void> {
    await this.setMetadata({
      game: this.state.game,
      players: this.state.seatCount,
      seated: seatedCount(this.state),
      status: this.state.status,
      host: this.state.seats.find((s) => s.host)?.name ?? '',
      // What the TV weighs across processes (`cluster/tv.ts`): public facts of a public table.
      tv: !this.state.privateTable,
      people: this.state.seats.filter((s) => s.occupant === 'human').length,
      startedAt: this.startedAt,
    });
    updateLobby(this);
  }
}
