// A table's audience beyond its seats: broadcast links, the players' agreement to the whole truth, spectators'
// predictions, and the feed the broadcasts show. The table (`table.ts`) passes messages in and sends what this
// answers.
import {
  wireSafe,
  type ClientMessage,
  type PredictionPayload,
  type RefusalReason,
  type ServerMessages,
  type TableState,
} from '@flotilla/protocol';
import { randomBytes } from 'node:crypto';
import { BroadcastDesk, type DeskSeat } from '../broadcast/desk';
import { BroadcastFeed, broadcastClock } from '../broadcast/feed';
import { readKeptAudience } from '../broadcast/kept-audience';
import { PredictionBox, RoundWatch } from '../broadcast/predictions';
import { TV_DELAY_SECONDS, openSource, type TvFacts } from '../broadcast/registry';
import { logger } from '../logger';
import type { Match, Step } from './match';
import { seatOf } from './patch-order';
import type { Refusal } from './waiting-room';

/** A client as far as broadcasts go: where it sits, and a way to tell it. */
interface Listener {
  readonly userData?: unknown;
  send(type: string, message: unknown): void;
}

export class TableBroadcasts {
  /** The table's past for its broadcasts (issue 25). */
  readonly feed: BroadcastFeed;
  /** Who may open which broadcast. */
  private readonly desk = new BroadcastDesk(
    () => randomBytes(18).toString('base64url'),
    () => void this.keep(),
  );
  /** Spectators' predictions, closed at the end of the host's round, revealed with the final scores. */
  private readonly predictions: PredictionBox;
  private readonly roundWatch: RoundWatch;

  constructor(
    private readonly roomId: string,
    private readonly state: TableState,
    private readonly match: Match,
    /** Tells the cluster which links this table answers (`publishLinks` in `cluster/cluster.ts`). */
    private readonly publishLinks: (tokens: ReadonlyArray<string>) => Promise<void>,
    /** Whether the seat a bot plays now is a person's, who may take it back (their seat token stands). */
    private readonly personAway: (seat: number) => boolean,
  ) {
    this.feed = new BroadcastFeed(match);
    this.feed.turnSeconds = state.turnSeconds;
    this.feed.bankSeconds = state.bankSeconds;
    this.predictions = new PredictionBox(match.game.id, match.seats);
    this.predictions.keep = () => this.keep();
    this.roundWatch = new RoundWatch(match.game.id);
  }

  /** Makes the table's broadcasts reachable by their links, and the table a candidate for the TV (`tv`). */
  open(tv: () => TvFacts | null): void {
    openSource(this.roomId, { feed: this.feed, desk: this.desk, predictions: this.predictions, tv });
  }

  /** A restored table's audience comes back first: its links work again, its predictions as they were. */
  restore(kept: unknown): void {
    const audience = readKeptAudience(kept);
    if (audience === null) return;
    this.desk.restore(audience);
    void this.publishLinks(audience.links.map((link) => link.token)).catch(() => undefined);
    this.predictions.restore(audience.predictions);
    this.state.predictionRounds = this.predictions.rounds;
  }

  /** After a restored game's replay: whether predictions are open, and a mutiny's call, as the replay left them. */
  replayed(): void {
    this.state.predictionsOpen = this.predictions.open;
    this.state.mutinyCall = this.predictions.mutinyCall;
  }

  /** Each step, with who sat where, for the broadcasts that show it once it is old enough. */
  record(events: Step['events']): void {
    this.feed.record(
      events.length > 0,
      this.state.seats.map((s) => ({ name: s.name, colour: s.colour, occupant: s.occupant })),
    );
  }

  /** Each step: the host's round may be over, and an Eollis mutiny may open or close for predictions. */
  follow(rules: unknown, events: Step['events']): void {
    if (
      this.predictions.open &&
      this.roundWatch.see(this.match.game.view(rules, 'spectator')) >= this.predictions.rounds
    )
      this.closePredictions();
    if (this.predictions.follow(events)) {
      this.state.mutinyCall = this.predictions.mutinyCall;
      this.feed.predictionWindow(this.predictions.window);
    }
  }

  /** The turn clock, for broadcasts that show it. */
  clock(deadline: number, banks: number[]): void {
    this.feed.clock({ deadline, banks });
  }

  /** A spectator's prediction: locked here, told to no one until the end. Null once taken (then `keep` it). */
  predict(sessionId: string, seat: number | null, payload: PredictionPayload): Refusal | null {
    if (seat !== null) return { code: 'not-allowed', reason: 'own-game' };
    if (this.state.status === 'over') return { code: 'predictions-closed', reason: 'game-over' };
    const problem = this.predictions.put(sessionId, payload);
    return problem === null ? null : { code: 'predictions-closed', reason: problem };
  }

  /** The host moves the deadline of predictions of the winner: the end of a round, or now (0). */
  predictionDeadline(seat: number, rounds: number): Refusal | null {
    if (this.state.seats[seat]?.host !== true)
      return { code: 'not-allowed', reason: 'host-sets-predictions' };
    if (!this.predictions.open) return { code: 'predictions-closed', reason: 'predictions-closed' };
    this.predictions.rounds = rounds;
    this.state.predictionRounds = rounds;
    if (rounds <= this.roundWatch.over) this.closePredictions();
    else void this.keep();
    return null;
  }

  private closePredictions(): void {
    if (this.predictions.open) void this.keep();
    this.predictions.open = false;
    this.state.predictionsOpen = false;
    this.feed.predictionWindow(this.predictions.window);
  }

  /** The end: predictions close and are scored against the winners and, in 15 Men, the factions. */
  reveal(outcome: unknown): void {
    this.closePredictions();
    const rules = this.match.rules;
    const factions = new Map<number, string>();
    const shown =
      rules === null ? null : (this.match.game.view(rules, 'spectator') as { factions?: unknown });
    if (Array.isArray(shown?.factions))
      for (const f of shown.factions as Array<{ seat: number; faction: string }>)
        factions.set(f.seat, f.faction);
    const scored = JSON.stringify(
      this.predictions.results((outcome as { winners?: number[] }).winners ?? [], factions),
    );
    this.state.predictions = wireSafe(scored);
    this.feed.predictions = scored;
  }

  /** The links, agreements and predictions, kept with the table so that a restart loses none of them. */
  keep(): Promise<void> {
    const tokens = this.desk.kept().links.map((link) => link.token);
    void this.publishLinks(tokens).catch((error: unknown) =>
      logger.error({ room: this.roomId, err: error }, 'broadcast links not published to the cluster'),
    );
    return this.match.keeper.audience({ ...this.desk.kept(), predictions: this.predictions.kept() });
  }

  private deskSeats(): DeskSeat[] {
    return this.state.seats.map((s, index) => ({
      host: s.host,
      person: s.occupant === 'human' || (s.occupant === 'bot' && this.personAway(index)),
    }));
  }

  /**
   * A seat's person left the waiting room for good: their agreement and their own seat's eyes go with them, and the
   * whole truth opened with agreements closes (`BroadcastDesk.seatLeft`). True when the seated clients should be told.
   */
  seatLeft(seat: number): boolean {
    const { closed, changed } = this.desk.seatLeft(seat);
    if (closed.length > 0)
      logger.info(
        { room: this.roomId, seat, closed: closed.length },
        'broadcasts closed: their seat was left',
      );
    return changed;
  }

  /**
   * Opens or closes a broadcast link, or records a player's agreement to the whole truth. The refusal's reason,
   * or null: then every seat is told (`tell`).
   */
  request(
    seat: number,
    request:
      | { readonly type: 'broadcast'; readonly data: ClientMessage<'broadcast'> }
      | { readonly type: 'unbroadcast'; readonly data: ClientMessage<'unbroadcast'> }
      | { readonly type: 'truthConsent'; readonly data: ClientMessage<'truthConsent'> },
  ): RefusalReason | null {
    const seats = this.deskSeats();
    if (request.type === 'truthConsent') {
      const closed = this.desk.consent(seat, request.data.agree);
      if (closed.length > 0)
        logger.info({ room: this.roomId, closed: closed.length }, 'truth broadcasts closed');
      return null;
    }
    const answer =
      request.type === 'broadcast'
        ? this.desk.create(seat, seats, request.data.lens, request.data.delaySeconds, request.data.fromEnd)
        : this.desk.revoke(seat, seats, request.data.token);
    if (!answer.ok) return answer.why;
    logger.info(
      { room: this.roomId, lens: answer.value.lens, delay: answer.value.delaySeconds },
      request.type === 'broadcast' ? 'broadcast opened' : 'broadcast closed',
    );
    return null;
  }

  /** True once there is something to tell a joining player: a link, or an agreement to the whole truth. */
  get anyToTell(): boolean {
    return this.desk.all().length > 0 || this.desk.truthConsent.length > 0;
  }

  /** Every seated client among `clients` hears its own links and who agreed to the whole truth. */
  tell(clients: Iterable<Listener>): void {
    const seats = this.deskSeats();
    for (const client of clients) {
      const seat = seatOf(client);
      if (typeof seat !== 'number') continue;
      client.send('broadcasts', {
        links: this.desk
          .linksFor(seat, seats)
          .map(({ token, lens, seat: lensSeat, delaySeconds, fromEnd }) => ({
            token,
            lens,
            seat: lensSeat,
            delaySeconds,
            fromEnd,
          })),
        truthConsent: this.desk.truthConsent,
        truthAllowed: this.desk.truthAllowed(seats),
      } satisfies ServerMessages['broadcasts']);
    }
  }

  /** The table is gone: its broadcasts run on behind it, up to their delay, then the feed is dropped. */
  closed(): void {
    this.feed.closedAt = broadcastClock.now();
  }

  /** The TV's audience link to this table (10 s late). */
  tvLink(): { token: string; delaySeconds: number } {
    const link = this.desk.tvLink(TV_DELAY_SECONDS);
    return { token: link.token, delaySeconds: link.delaySeconds };
  }
}
