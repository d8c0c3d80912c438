// One table of one game as a Colyseus room: its lifecycle, and the wiring from messages and timers to the match.
// The parts live apart: options (`table-options.ts`), the message gate (`message-gate.ts`), seat claims
// (`seat-claims.ts`), the match (`match.ts`), fan-out (`fan-out.ts`), broadcasts and predictions
// (`table-broadcasts.ts`), timers (`table-timers.ts`, `pacer.ts`), the listing (`table-listing.ts`), and the only
// reaches into Colyseus's private parts (`colyseus-internals.ts`).
import { Room, updateLobby, type Client } from '@colyseus/core';
import {
  CLOSE_IDLE,
  CLOSE_RESTARTING,
  ClientMessages,
  type CreateTableOptions,
  JoinOptions,
  projectTable,
  TableState,
  type ClientMessageType,
  type GameProof,
  type SeatState,
  type ServerMessages,
} from '@flotilla/protocol';
import { Dice, rngFromSeed, type ActionShape } from '@flotilla/rules';
import { randomBytes } from 'node:crypto';
import { settings } from '../config';
import { reclaimCode, releaseCode, reserveCode } from '../invites';
import { logger } from '../logger';
import { joinRefused } from '../refusals';
import { currentCluster } from '../cluster/cluster';
import { claimTable } from '../cluster/takeover';
import { tableStore } from '../store/current';
import { RETRY_MS, TableKeeper } from '../store/keeper';
import { takeRestoration } from '../store/restore';
import type { KeptTable } from '../store/types';
import { AUDIENCE_FULL, AUDIENCE_LIMIT, Audience } from './audience';
import { actionToPatch, actionsAccepted, countTable, messagesRefused, reconnections } from '../metrics';
import { botAction } from './bots';
import {
  checkFrames,
  disposing,
  encoderOf,
  forceFullState,
  patchOnly,
  replaceEncodedViews,
} from './colyseus-internals';
import { publicStep, quietStep } from './fan-out';
import { keptSeating, newTable, restoreTable } from './kept-table';
import { Match, STORAGE_UNAVAILABLE, type Step } from './match';
import { MessageGate, refusal, type Admitted, type Refused } from './message-gate';
import { Pacer } from './pacer';
import { actingSeatLast, seatOf } from './patch-order';
import { UNSHARED_VIEWS, quietStateView } from './quiet-map';
import { SeatClaims } from './seat-claims';
import { seatedCount } from './seats';
import { Rematch } from './rematch';
import { TableBroadcasts } from './table-broadcasts';
import { finishTable, startTable, vacateSeat } from './table-flow';
import { tableListing, tvFacts } from './table-listing';
import { readTableOptions, setUpTable } from './table-options';
import { TableTimers } from './table-timers';
import { checkStart, setBot, setProfile, setReady, type Refusal } from './waiting-room';

type ClientData = { seat: number | null };

export class TableRoom extends Room<TableState> {
  override state = new TableState();
  /** The game itself: its rules state, seed and log, each action kept before it counts. */
  private match!: Match;
  private readonly claims = new SeatClaims();
  private readonly gate = new MessageGate();
  private readonly audience = new Audience();
  private readonly timers = new TableTimers();
  /** Links, agreements, predictions and the broadcasts' feed (issue 25). */
  private broadcasts!: TableBroadcasts;
  /** Takes the table out of the metrics' gauges (on disposal). */
  private uncount: () => void = () => undefined;
  private readonly botDice = new Dice(rngFromSeed(randomBytes(32).toString('hex')));
  private readonly pacer = new Pacer(
    {
      playing: () => this.state.status === 'playing' && this.match.rules !== null,
      awaiting: () => (this.match.rules === null ? [] : this.match.game.waitingFor(this.match.rules)),
      anyBot: () => this.state.seats.some((seat) => seat.occupant === 'bot'),
      occupant: (seat) => this.state.seats[seat]?.occupant,
      botMove: (seat) => botAction(this.match.game, this.match.rules, seat, this.botDice),
      timeoutMove: (seat) => this.match.game.timeoutAction(this.match.rules, seat),
      play: (seat, action) => this.play(seat, action),
      turnSeconds: () => this.state.turnSeconds,
      bankSeconds: () => this.state.bankSeconds,
      setDeadline: (epochMs) => {
        const banks = this.state.seats.map((seat) => (seat.bank = this.pacer.bankLeft(seat.index)));
        this.broadcasts.clock(epochMs, banks);
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
  private readonly rematch = new Rematch();
  private startedAt = 0;
  private disposed = false;

  override async onCreate(raw: unknown): Promise<void> {
    checkFrames(this, (client, frame) => this.refusedFrame(client, frame));
    // Only the server's restore offers a kept table; a client's `restore` option names none.
    const kept = takeRestoration((raw as { restore?: unknown } | null)?.restore);
    const read = readTableOptions(kept?.createOptions ?? raw ?? {}, settings.current.publicClock);
    if (!read.ok) {
      if (read.refused.log !== undefined) logger.info(read.refused.log.detail, read.refused.log.message);
      throw joinRefused(400, read.refused.refusal);
    }
    const { options, game, gameOptions } = read.setup;
    if (kept !== undefined) this.roomId = kept.roomId;
    // The archive's id: 128 random bits, served once the game is over.
    const gameId = kept?.gameId ?? randomBytes(16).toString('base64url');
    const seed = kept?.seed ?? randomBytes(32).toString('hex');
    this.match = new Match(
      game,
      gameOptions,
      options.players,
      seed,
      new TableKeeper(tableStore.current, gameId, this.roomId),
    );
    this.createOptions = options;
    // A turn-based table sends its patch as soon as something changes, never on an interval.
    this.patchRate = 0;
    // Every client gets a view of its own (`onJoin`), so the serializer's cache of shared views never hits.
    replaceEncodedViews(this, UNSHARED_VIEWS);
    // What the listing shows; the room never locks at it (`hasReachedMaxClients`): seats and audience count apart.
    this.maxClients = options.players + AUDIENCE_LIMIT;
    setUpTable(this.state, read.setup);
    this.broadcasts = new TableBroadcasts(this.roomId, this.state, this.match);
    // The TV shows public tables only, and only while this room lives.
    this.broadcasts.open(() =>
      options.private || this.disposed ? null : tvFacts(this.state, this.tvRace(), this.startedAt),
    );
    this.uncount = countTable(() => ({
      game: this.state.game,
      status: this.state.status,
      occupants: this.state.seats.map((seat) => seat.occupant),
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

    this.onMessage('*', (client, type) => this.refuse(client, this.gate.unknown(client, String(type))));
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
      await this.match.keeper.create(newTable(table, this.state, this.match, this.claims.tokens));
    } catch (error) {
      logger.error({ room: this.roomId, err: error }, 'table not kept: refused');
      throw joinRefused(503, 'cannot-keep-tables');
    }
  }

  /**
   * A kept table comes back: its audience first (its links work again, its predictions close where the replayed
   * log says), its seats, its game replayed through the rules from the log, its clock with the time it had left,
   * and its people's seats held for them.
   */
  private async restore(kept: KeptTable): Promise<void> {
    this.broadcasts.restore(kept.audience);
    const clockLeft = restoreTable(this.state, this.match, kept, this.claims.tokens, (step) =>
      this.broadcasts.follow(step.rules, step.events),
    );
    this.broadcasts.replayed();
    if (this.match.rules !== null) this.broadcasts.record(this.match.rules, []);
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
    this.timers.hold(settings.current.reconnectSeconds * 1000, () => {
      for (const seat of held) {
        if (seat.connected || this.seatHeld(seat.index)) continue;
        if (this.state.status === 'waiting') this.vacate(seat);
        else if (this.state.status === 'playing') this.takeOver(seat, 'not back after restart');
      }
      this.keepSeating();
      this.pacer.afterChange();
      this.broadcastPatch();
      void this.publishMetadata();
      this.autoDispose = true;
    });
  }

  /** Seats changed: the store keeps who sits where (in the background; the game does not wait for it). */
  private keepSeating(): void {
    this.match.keeper.seating(keptSeating(this.state, this.claims.tokens));
  }

  /** Whether a connected client (other than `except`) sits at the seat. */
  private seatHeld(index: number, except?: Client): boolean {
    return this.clients.some((c) => seatOf(c) === index && c !== except);
  }

  override onJoin(client: Client<ClientData>, raw: unknown): void {
    const parsed = JoinOptions.safeParse(raw ?? {});
    if (!parsed.success) throw joinRefused(400, 'bad-join-options');
    const options = parsed.data;
    forceFullState(this);
    if (options.spectate) {
      if (!this.state.spectatorsAllowed) throw joinRefused(403, 'no-spectators');
      if (!this.audience.admit(client.sessionId)) throw joinRefused(403, AUDIENCE_FULL);
      // No view: a client without one decodes only what is not `@view()`, the public table. Colyseus then
      // writes it the patch it encodes once for everyone, instead of encoding and copying a view per spectator.
      client.userData = { seat: null };
      this.welcome(client, null);
      return;
    }
    const seat = this.claims.seatFor(this.state, options.reclaim, (index) => this.seatHeld(index));
    // A started table may still be watched: the client offers it.
    if (seat === undefined)
      throw joinRefused(409, this.state.status === 'waiting' ? 'table-full' : 'game-started');
    // Taking a seat back: from the bot that played it, or held for this player since their connection dropped.
    if (this.claims.sit(this.state, seat, options)) reconnections.inc({ via: 'reclaim' });
    client.userData = { seat: seat.index };
    const view = quietStateView();
    const secrets = this.state.secrets.get(String(seat.index));
    if (secrets) view.add(secrets);
    client.view = view;
    this.welcome(client, seat.index);
    if (this.broadcasts.anyToTell) this.broadcasts.tell([client]);
    this.keepSeating();
    this.timers.callBots(this.state, settings.current.quickPlayBotsSeconds, () => void this.startGame());
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
    )
      void this.startGame();
  }

  override async onLeave(client: Client<ClientData>, consented: boolean): Promise<void> {
    // The server is restarting: the seat stays its player's, kept as it was, for the table's return.
    if (this.match.keeper.closing) return;
    const index = client.userData?.seat;
    const mayReturn = !consented && settings.current.reconnectSeconds > 0 && this.state.status !== 'over';
    if (index === null || index === undefined) {
      // A spectator whose connection dropped may come back (a reload) to watch on.
      if (
        mayReturn &&
        (await this.allowReconnection(client, settings.current.reconnectSeconds).catch(() => null)) !== null
      )
        return void reconnections.inc({ via: 'token' });
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
    if (mayReturn) {
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
        forceFullState(this);
        this.broadcastPatch();
        return;
      } catch {
        // The window passed: the seat opens (waiting room) or a bot plays it (game).
      }
    }
    if (this.seatHeld(index, client)) return;
    if (this.state.status === 'waiting') {
      this.vacate(seat);
      await this.publishMetadata();
      return;
    }
    if (this.state.status !== 'playing') return;
    this.takeOver(seat, 'dropped');
    this.keepSeating();
    this.pacer.afterChange();
    this.broadcastPatch();
  }

  private takeOver(seat: SeatState, why: string): void {
    seat.occupant = 'bot';
    logger.info({ room: this.roomId, seat: seat.index, why }, 'seat taken over');
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

  /** A waiting-room seat left for good (`vacateSeat`); the countdown stops once no person is left. */
  private vacate(seat: SeatState): void {
    const anyone = vacateSeat(this.state, this.claims, seat);
    this.keepSeating();
    if (!anyone) this.timers.cancelBots(this.state);
    this.broadcastPatch();
  }

  override async onDispose(): Promise<void> {
    this.uncount();
    this.broadcasts.closed();
    this.disposed = true;
    this.pacer.stop();
    this.timers.cancelBots(this.state);
    this.timers.clear();
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
    return disposing(this);
  }

  /** A joining client's seat (null for a spectator), its token, the invite code, and what it missed. */
  private welcome(client: Client, seat: number | null): void {
    client.send('welcome', {
      role: seat === null ? 'spectator' : 'player',
      seat,
      seatToken: seat === null ? null : this.claims.tokenFor(seat),
      inviteCode: seat === null ? null : this.inviteCode,
    } satisfies ServerMessages['welcome']);
    if (this.proof !== null) client.send('proof', this.proof);
    if (seat !== null)
      void this.rematch.roomId?.then((roomId) => client.send('rematch', { roomId })).catch(() => undefined);
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

  /** Every client message goes through the gate (throttle, size, shape, role), then to its handler. */
  private receive(client: Client<ClientData>, type: ClientMessageType, message: unknown): void {
    try {
      const verdict = this.gate.check(client, type, message, client.userData?.seat);
      if ('refused' in verdict) return this.refuse(client, verdict.refused);
      this.handle(client, verdict.admitted);
    } catch (error) {
      logger.error({ room: this.roomId, err: error }, 'message handler failed');
      this.refuse(client, refusal('internal-error', 'handler-failed', type));
    }
  }

  private handle(client: Client, message: Admitted): void {
    switch (message.type) {
      case 'act':
        // The rules read the action: an unknown type is theirs to refuse.
        return this.act(client, message.seat, message.data.action as ActionShape);
      case 'ready':
        return this.waitingRoom(client, message.type, setReady(this.state, message.seat, message.data.ready));
      case 'start':
        return void this.requestStart(client, message.seat);
      case 'bot':
        return this.waitingRoom(client, message.type, setBot(this.state, message.seat, message.data), true);
      case 'profile':
        return this.waitingRoom(client, message.type, setProfile(this.state, message.seat, message.data));
      case 'rematch':
        return void this.requestRematch(client);
      case 'predict': {
        const refused = this.broadcasts.predict(client.sessionId, message.seat, message.data);
        if (refused !== null) return this.refuse(client, refusal(refused.code, refused.reason, message.type));
        const payload = message.data;
        return void this.broadcasts.keep().then(() => client.send('predicted', { ...payload }));
      }
      case 'predictionDeadline': {
        const refused = this.broadcasts.predictionDeadline(message.seat, message.data.rounds);
        if (refused !== null) return this.refuse(client, refusal(refused.code, refused.reason, message.type));
        this.broadcastPatch();
        return;
      }
      case 'broadcast':
      case 'unbroadcast':
      case 'truthConsent': {
        const why = this.broadcasts.request(message.seat, message);
        if (why !== null) return this.refuse(client, refusal('not-allowed', why, message.type));
        return this.broadcasts.tell(this.clients);
      }
    }
  }

  private act(client: Client, seat: number, action: ActionShape): void {
    if (this.state.status !== 'playing' || this.match.rules === null)
      return this.refuse(client, refusal('not-playing', 'not-playing', 'act'));
    const received = performance.now();
    const game = this.match.game.id;
    void this.match
      .submit(seat, action, (step) => {
        this.accept(step);
        actionsAccepted.inc({ game, by: 'player' });
        actionToPatch.observe({ game }, (performance.now() - received) / 1000);
      })
      .then((refused) => {
        if (refused === null) return;
        if (refused === STORAGE_UNAVAILABLE) this.retryLater();
        this.refuse(client, refusal(refused.code, refused.reason, 'act'));
      });
  }

  /** Bots and timers act through the rules exactly like a player's message. */
  private async play(seat: number, action: ActionShape): Promise<boolean> {
    const refused = await this.match.submit(seat, action, (step) => {
      this.accept(step);
      actionsAccepted.inc({ game: this.match.game.id, by: 'server' });
    });
    if (refused === STORAGE_UNAVAILABLE) this.retryLater();
    // An action chosen before the one ahead of it was kept may no longer fit: the pacer chooses again.
    else if (refused !== null)
      logger.info({ room: this.roomId, code: refused.code }, 'automatic action refused');
    return refused === null;
  }

  /** The store could not keep an action: bots and clocks try again once, a moment later. */
  private retryLater(): void {
    this.timers.retry(RETRY_MS, () => this.pacer.afterChange());
  }

  /**
   * The one place where the table moves on, once the match has kept the action: project, then one patch that
   * also carries the events — to the acting seat alone for a quiet step (`quietStep`).
   */
  private accept({ seat, rules, events }: Step): void {
    const mine = this.state.secrets.get(String(seat));
    if (mine !== undefined) mine.accepted++;
    projectTable(this.state, this.match.game, rules);
    this.broadcasts.record(rules, events);
    this.broadcasts.follow(rules, events);
    const outcome = this.match.game.outcome(rules);
    if (outcome !== null) this.finish(outcome);
    // Timers first, so the new deadline rides in this very patch.
    this.pacer.afterChange();
    if (mine !== undefined && quietStep(this.state, encoderOf(this), seat, mine, events)) {
      return patchOnly(
        this,
        this.clients.filter((client) => seatOf(client) === seat),
      );
    }
    publicStep(this.state, this.match.logHash, events);
    actingSeatLast(this.clients, seat);
    this.broadcastPatch();
    if (this.proof !== null) this.broadcast('proof', this.proof);
  }

  /** A waiting-room change: refused with its reason, or patched at once (and listed again, for the seats). */
  private waitingRoom(
    client: Client,
    about: ClientMessageType,
    refused: Refusal | null,
    listed = false,
  ): void {
    if (refused !== null) return this.refuse(client, refusal(refused.code, refused.reason, about));
    this.keepSeating();
    this.broadcastPatch();
    if (listed) void this.publishMetadata();
  }

  private async requestStart(client: Client, seat: number): Promise<void> {
    const refused = checkStart(this.state, seat);
    if (refused !== null) return this.refuse(client, refusal(refused.code, refused.reason, 'start'));
    await this.startGame();
  }

  private async startGame(): Promise<void> {
    if (this.state.status !== 'waiting') return;
    this.timers.cancelBots(this.state);
    this.startedAt = Date.now();
    this.broadcasts.record(startTable(this.state, this.match, this.claims, this.startedAt), []);
    // A started table leaves quick play and the lobby; spectators still join it by id.
    if (!this.state.privateTable) await this.setPrivate(true);
    await this.publishMetadata();
    this.pacer.afterChange();
    this.broadcastPatch();
    logger.info({ room: this.roomId, game: this.match.game.id }, 'table started');
  }

  /** "Play again with the same people": every seated player here is told the new table's id and joins it by id. */
  private async requestRematch(client: Client): Promise<void> {
    if (this.state.status !== 'over' || this.createOptions === null)
      return this.refuse(client, refusal('not-over', 'not-over', 'rematch'));
    try {
      const roomId = await this.rematch.open(this.createOptions, this.state);
      // The seated players alone: with the new table's id a spectator could sit there first, as its host.
      for (const seated of this.clients) {
        if (typeof seatOf(seated) === 'number')
          seated.send('rematch', { roomId } satisfies ServerMessages['rematch']);
      }
    } catch (error) {
      logger.error({ room: this.roomId, err: error }, 'rematch table not created');
      this.refuse(client, refusal('internal-error', 'rematch-failed', 'rematch'));
    }
  }

  /** Publishes the seed and the action log: anyone can now replay the game and check every die. */
  private finish(outcome: unknown): void {
    this.proof = finishTable(this.state, this.match, outcome, Date.now());
    // Predictions are revealed with the final scores.
    this.broadcasts.reveal(outcome);
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
    this.timers.cancelBots(this.state);
    this.timers.clear();
    await this.match.settled();
    await this.match.keeper.close();
    await this.disconnect(CLOSE_RESTARTING);
  }

  /** How close this table's race is on public facts (`Game.race`), for the TV; null before the start. */
  tvRace(): number | null {
    return this.match.rules === null ? null : this.match.game.race(this.match.rules);
  }

  /**
   * The TV's audience link to this table (10 s late), for a process showing the TV of the whole cluster (a remote
   * room call); null for a private table, which the TV never shows.
   */
  tvLink(): { token: string; delaySeconds: number } | null {
    return this.state.privateTable || this.disposed ? null : this.broadcasts.tvLink();
  }

  private async publishMetadata(): Promise<void> {
    await this.setMetadata(tableListing(this.state, this.startedAt));
    updateLobby(this);
  }
}
