// One table of one game, without Colyseus: its synced state and the match's flow, from the one path by which an
// action is accepted to the start, the end, the rematch, the clocks and bots, and a restart; who sits where is
// `table-seating.ts`'s. The room (`table-room.ts`) serves it to clients through `TableHost` (`table-host.ts`).
import {
  projectTable,
  type CreateTableOptions,
  type GameProof,
  type JoinOptions,
  type ServerMessages,
  type TableState,
} from '@flotilla/protocol';
import { Dice, rngFromSeed, type ActionShape } from '@flotilla/rules';
import { randomBytes } from 'node:crypto';
import { settings } from '../config';
import { logger } from '../logger';
import { actionToPatch, actionsAccepted, countTable } from '../metrics';
import { tableStore } from '../store/current';
import { RETRY_MS, TableKeeper } from '../store/keeper';
import type { KeptTable } from '../store/types';
import { botAction } from './bots';
import { publicStep, quietStep } from './fan-out';
import { newTable, restoreTable } from './kept-table';
import { Match, STORAGE_UNAVAILABLE, type Step } from './match';
import type { Admitted } from './message-gate';
import { Pacer } from './pacer';
import { actingSeatLast, seatOf } from './patch-order';
import { Rematch } from './rematch';
import { TableBroadcasts } from './table-broadcasts';
import { finishTable, startTable } from './table-flow';
import { tableListing, tvFacts } from './table-listing';
import type { JoinRefused, TableClient, TableHost } from './table-host';
import type { TableSetup } from './table-options';
import { TableSeating } from './table-seating';
import { TableTimers } from './table-timers';
import { checkStart, setBot, setProfile, setReady, type Refusal } from './waiting-room';

export class Table<C extends TableClient> {
  /** The game itself: its rules state, seed and log, each action kept before it counts. */
  readonly match: Match;
  /** Who sits where: joins, drops, returns and bots taking seats over. */
  private readonly seating: TableSeating<C>;
  private readonly timers = new TableTimers();
  /** Links, agreements, predictions and the broadcasts' feed (issue 25). */
  private readonly broadcasts: TableBroadcasts;
  /** Takes the table out of the metrics' gauges (on disposal). */
  private readonly uncount: () => void;
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
      handToBot: (seat) => this.seating.handToBot(seat),
      publicVersion: () => this.state.version,
    },
    () => settings.current.botDelayMs,
  );
  /** A private table's invite code, reserved by the room; told to its players on their welcome. */
  inviteCode: string | null = null;
  private proof: GameProof | null = null;
  private readonly createOptions: CreateTableOptions;
  /** The "play again" table, created once by the first request. */
  private readonly rematch: Rematch;
  private startedAt = 0;
  private disposed = false;

  /**
   * A table over `state`, already set up from its options (`setUpTable`): the room creates the synced state, since
   * Colyseus serializes it from before the room's creation; the table alone changes it. `kept` is the table as the
   * store kept it, for one that comes back (`restore`).
   */
  constructor(
    private readonly host: TableHost<C>,
    private readonly roomId: string,
    readonly state: TableState,
    { options, game, gameOptions }: TableSetup,
    kept?: KeptTable,
  ) {
    // The archive's id: 128 random bits, served once the game is over.
    const gameId = kept?.gameId ?? randomBytes(16).toString('base64url');
    const seed = kept?.seed ?? randomBytes(32).toString('hex');
    this.match = new Match(
      game,
      gameOptions,
      options.players,
      seed,
      new TableKeeper(tableStore.current, gameId, roomId),
    );
    this.createOptions = options;
    this.rematch = new Rematch((rematch) => host.openTable(rematch));
    this.broadcasts = new TableBroadcasts(
      roomId,
      state,
      this.match,
      (tokens) => host.publishLinks(tokens),
      // A person's seat that a bot plays for now still needs its person's agreement to the whole truth.
      (seat) => this.seating.claims.tokens[seat] !== undefined,
    );
    // The TV shows public tables only, and only while this table lives.
    this.broadcasts.open(() =>
      options.private || this.disposed ? null : tvFacts(state, this.tvRace(), this.startedAt),
    );
    this.seating = new TableSeating({
      roomId,
      state,
      host,
      match: this.match,
      broadcasts: this.broadcasts,
      timers: this.timers,
      pacer: this.pacer,
      welcomeNews: () => ({ inviteCode: this.inviteCode, proof: this.proof, rematch: this.rematch.roomId }),
      publishListing: () => this.publishListing(),
      start: () => void this.startGame(),
    });
    this.uncount = countTable(() => ({
      game: state.game,
      status: state.status,
      occupants: state.seats.map((seat) => seat.occupant),
      spectators: this.seating.spectators,
    }));
  }

  /** The store keeps this table as it was created, before anyone sits at it (the room refuses it otherwise). */
  keepNew(): Promise<void> {
    const table = { roomId: this.roomId, inviteCode: this.inviteCode, createOptions: this.createOptions };
    return this.match.keeper.create(newTable(table, this.state, this.match, this.seating.claims.tokens));
  }

  /**
   * A kept table comes back: its audience first (its links work again, its predictions close where the replayed
   * log says), its seats, its game replayed through the rules from the log, its clock with the time it had left,
   * and its people's seats held for them.
   */
  async restore(kept: KeptTable): Promise<void> {
    this.broadcasts.restore(kept.audience);
    const clockLeft = restoreTable(this.state, this.match, kept, this.seating.claims.tokens, (step) =>
      this.broadcasts.follow(step.rules, step.events),
    );
    this.broadcasts.replayed();
    if (this.match.rules !== null) this.broadcasts.record([]);
    if (this.state.status === 'playing') {
      await this.host.setPrivate();
      // The end was reached but not kept (the store failed, then the server): keep it now.
      const outcome = this.match.outcome();
      if (outcome !== null) this.finish(outcome);
    }
    this.seating.hold();
    this.pacer.resume(clockLeft);
  }

  /** A client joins, to play or watch (`TableSeating.join`). Null once it is in. */
  join(client: C, options: JoinOptions): JoinRefused | null {
    return this.seating.join(client, options);
  }

  /** A spectator left for good (on purpose, or its reconnection window passed). */
  spectatorLeft(sessionId: string): void {
    this.seating.spectatorLeft(sessionId);
  }

  /** A seated client's connection closed; false when there is nothing to wait for (`TableSeating.dropped`). */
  dropped(index: number): boolean {
    return this.seating.dropped(index);
  }

  /** A dropped player is back within the window; a bot that took the seat meanwhile gives it back. */
  back(index: number): void {
    this.seating.back(index);
  }

  /** A dropped player is not back: the seat opens (waiting room) or a bot plays it (game), as `TableSeating.gone`. */
  gone(index: number, client: C): Promise<void> {
    return this.seating.gone(index, client);
  }

  /** A message that passed the room's gate, from `client`. */
  handle(client: C, message: Admitted): void {
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
        if (refused !== null) return this.host.refuse(client, refused.code, refused.reason, message.type);
        const payload = message.data;
        return void this.broadcasts.keep().then(() => client.send('predicted', { ...payload }));
      }
      case 'predictionDeadline': {
        const refused = this.broadcasts.predictionDeadline(message.seat, message.data.rounds);
        if (refused !== null) return this.host.refuse(client, refused.code, refused.reason, message.type);
        this.host.broadcastPatch();
        return;
      }
      case 'broadcast':
      case 'unbroadcast':
      case 'truthConsent': {
        const why = this.broadcasts.request(message.seat, message);
        if (why !== null) return this.host.refuse(client, 'not-allowed', why, message.type);
        return this.broadcasts.tell(this.host.clients);
      }
    }
  }

  private act(client: C, seat: number, action: ActionShape): void {
    if (this.state.status !== 'playing' || this.match.rules === null)
      return this.host.refuse(client, 'not-playing', 'not-playing', 'act');
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
        this.host.refuse(client, refused.code, refused.reason, 'act');
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
    this.broadcasts.record(events);
    this.broadcasts.follow(rules, events);
    const outcome = this.match.game.outcome(rules);
    if (outcome !== null) this.finish(outcome);
    // Timers first, so the new deadline rides in this very patch.
    this.pacer.afterChange();
    const host = this.host;
    if (mine !== undefined && quietStep(this.state, host.encoder(), seat, mine, events)) {
      return host.patchOnly(host.clients.filter((client) => seatOf(client) === seat));
    }
    publicStep(this.state, this.match.logHash, events);
    actingSeatLast(host.clients, seat);
    host.broadcastPatch();
    if (this.proof !== null) host.broadcast('proof', this.proof);
  }

  /** A waiting-room change: refused with its reason, or patched at once (and listed again, for the seats). */
  private waitingRoom(client: C, about: Admitted['type'], refused: Refusal | null, listed = false): void {
    if (refused !== null) return this.host.refuse(client, refused.code, refused.reason, about);
    this.seating.keep();
    this.host.broadcastPatch();
    if (listed) void this.publishListing();
  }

  private async requestStart(client: C, seat: number): Promise<void> {
    const refused = checkStart(this.state, seat);
    if (refused !== null) return this.host.refuse(client, refused.code, refused.reason, 'start');
    await this.startGame();
  }

  private async startGame(): Promise<void> {
    if (this.state.status !== 'waiting') return;
    this.timers.cancelBots(this.state);
    this.startedAt = this.host.now();
    startTable(this.state, this.match, this.seating.claims, this.startedAt);
    this.broadcasts.record([]);
    // A started table leaves quick play and the lobby; spectators still join it by id.
    if (!this.state.privateTable) await this.host.setPrivate();
    await this.publishListing();
    this.pacer.afterChange();
    this.host.broadcastPatch();
    logger.info({ room: this.roomId, game: this.match.game.id }, 'table started');
  }

  /** "Play again with the same people": every seated player here is told the new table's id and joins it by id. */
  private async requestRematch(client: C): Promise<void> {
    if (this.state.status !== 'over') return this.host.refuse(client, 'not-over', 'not-over', 'rematch');
    try {
      const roomId = await this.rematch.open(this.createOptions, this.state);
      // The seated players alone: with the new table's id a spectator could sit there first, as its host.
      for (const seated of this.host.clients) {
        if (typeof seatOf(seated) === 'number')
          seated.send('rematch', { roomId } satisfies ServerMessages['rematch']);
      }
    } catch (error) {
      logger.error({ room: this.roomId, err: error }, 'rematch table not created');
      this.host.refuse(client, 'internal-error', 'rematch-failed', 'rematch');
    }
  }

  /** Publishes the seed and the action log: anyone can now replay the game and check every die. */
  private finish(outcome: unknown): void {
    this.proof = finishTable(this.state, this.match, outcome, this.host.now());
    // Predictions are revealed with the final scores.
    this.broadcasts.reveal(outcome);
    this.state.deadline = 0;
    this.pacer.stop();
    logger.info(
      { room: this.roomId, game: this.match.game.id, actions: this.match.log.length },
      'table finished',
    );
  }

  /** The table's listing is published again (seats, status, host). */
  publishListing(): Promise<void> {
    return this.host.list(tableListing(this.state, this.startedAt));
  }

  /** The turn clock and the bots stop (a table that failed to open, or one about to close). */
  stopClock(): void {
    this.pacer.stop();
  }

  /** The server restarts: no timer runs any more, and what is being kept is written, the clock's stop marked. */
  async closeForRestart(): Promise<void> {
    this.pacer.stop();
    this.timers.cancelBots(this.state);
    this.timers.clear();
    await this.match.settled();
    await this.match.keeper.close();
  }

  /** True once the table is being closed for a restart: its seats stay their players', kept as they are. */
  get closing(): boolean {
    return this.match.keeper.closing;
  }

  /** The room is gone: every timer stops, and a table left before its end is kept as it was, never restored. */
  dispose(): void {
    this.uncount();
    this.broadcasts.closed();
    this.disposed = true;
    this.pacer.stop();
    this.timers.cancelBots(this.state);
    this.timers.clear();
    // Everyone left before the end (not a restart): the table is kept as it was, and never restored.
    if (!this.match.keeper.closing && this.state.status !== 'over')
      this.match.keeper.abandon(this.host.now());
  }

  /** How close this table's race is on public facts (`Game.race`), for the TV; null before the start. */
  tvRace(): number | null {
    return this.match.rules === null ? null : this.match.game.race(this.match.rules);
  }

  /** The TV's audience link to this table (10 s late); null for a private table, which the TV never shows. */
  tvLink(): { token: string; delaySeconds: number } | null {
    return this.state.privateTable || this.disposed ? null : this.broadcasts.tvLink();
  }
}
