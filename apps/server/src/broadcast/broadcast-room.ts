// One broadcast link's feed, for as many viewers as it has (an OBS browser source, a second screen): the table seen
// through the link's lens, only as it was at least the link's delay ago. The server holds the stream back, so no
// viewer can learn a fact younger than the delay, whatever it decodes. Viewers are not spectators: they do not count
// against the table's audience, and they cannot act (issue 25).
import { Room, type Client } from '@colyseus/core';
import { StateView } from '@colyseus/schema';
import {
  CLOSE_BROADCAST_REVOKED,
  ClientMessages,
  SeatState,
  TableState,
  eventsJson,
  lensEvents,
  lensView,
  projectLens,
  wireSafe,
  type BroadcastWelcome,
  type Lens,
  type PredictionPayload,
  type RefusalReason,
  type ServerMessages,
} from '@flotilla/protocol';
import { logger } from '../logger';
import { issuePath, joinRefused } from '../refusals';
import { countBroadcast } from '../metrics';
import type { DeskLink } from './desk';
import { FeedCursor, broadcastClock, type BroadcastFeed, type FeedFrame } from './feed';
import type { PredictionBox, PredictionWindow } from './predictions';
import { findLink } from './registry';

/** How often a broadcast looks for steps that have become old enough. */
const TICK_MS = 250;
/** Viewers a broadcast takes; a stream's audience watches the streamer, not this room. */
const MAX_VIEWERS = 1000;
/** A viewer's predictions are taken at most this often. */
const PREDICT_EVERY_MS = 1000;

function lensOf(link: DeskLink): Lens {
  return link.lens === 'seat' && link.seat !== null
    ? { kind: 'seat', seat: link.seat }
    : { kind: link.lens as 'audience' | 'truth' };
}

export class BroadcastRoom extends Room<TableState> {
  override state = new TableState();
  override maxClients = MAX_VIEWERS;
  private token = '';
  private feed!: BroadcastFeed;
  /** The rules state of the step shown, replayed from the table's log. */
  private cursor!: FeedCursor;
  private link!: DeskLink;
  private predictions!: PredictionBox;
  /** The step shown: a viewer predicts against what could be predicted then, however late it sees it. */
  private shownFrame: FeedFrame | null = null;
  private readonly lastPrediction = new Map<string, number>();
  private lens: Lens = { kind: 'audience' };
  /** The last step shown, and the lens's view of it as JSON: a step that changed nothing this lens sees is skipped. */
  private shown = -1;
  private shownView = '';
  /** One view shared by every viewer: the seat lens's secrets entry, encoded once per patch for all of them. */
  private readonly view = new StateView();
  /** Node's timer, not the room's clock: with no patch interval (`patchRate = 0`) the room's clock never ticks. */
  private ticker: ReturnType<typeof setInterval> | null = null;
  private uncount: () => void = () => undefined;

  override onCreate(options: { token?: unknown }): void {
    const token = typeof options?.token === 'string' ? options.token : '';
    const found = findLink(token);
    if (found === undefined) throw joinRefused(404, 'unknown-broadcast');
    this.token = token;
    this.feed = found.feed;
    this.cursor = new FeedCursor(found.feed.past);
    this.link = found.link;
    this.predictions = found.predictions;
    this.lens = lensOf(found.link);
    this.patchRate = 0;
    this.setPrivate(true);
    this.autoDispose = true;
    const s = this.state;
    s.game = this.feed.game.id;
    s.seatCount = this.feed.seatCount;
    s.options = wireSafe(JSON.stringify(this.feed.options ?? {}));
    s.status = 'waiting';
    this.onMessage('predict', (client, message: unknown) => this.predict(client, message));
    // A broadcast only shows the table: nothing but a prediction can be sent from it.
    this.onMessage('*', (client) =>
      client.send('error', {
        code: 'spectator',
        reason: 'broadcast-watch-only',
        about: 'broadcast',
      } satisfies ServerMessages['error']),
    );
    this.uncount = countBroadcast(() => ({
      game: this.feed.game.id,
      lens: this.link.lens,
      viewers: this.clients.length,
    }));
    this.ticker = setInterval(() => this.advance(), TICK_MS);
    this.advance();
  }

  /**
   * A viewer's prediction, into the table's own box, against the step the viewer's page shows: a viewer two minutes
   * late may still predict what the table settled a minute ago, as the spectators could when they saw it.
   */
  private predict(client: Client, message: unknown): void {
    const refuse = (
      code: ServerMessages['error']['code'],
      reason: RefusalReason,
      detail?: ServerMessages['error']['detail'],
    ) =>
      client.send('error', {
        code,
        reason,
        about: 'predict',
        ...(detail === undefined ? {} : { detail }),
      } satisfies ServerMessages['error']);
    const now = Date.now();
    // One prediction a second.
    if (now - (this.lastPrediction.get(client.sessionId) ?? 0) < PREDICT_EVERY_MS)
      return refuse('rate-limited', 'too-many-predictions');
    this.lastPrediction.set(client.sessionId, now);
    // A seat's eyes or the whole truth show hidden facts (a faction, a hand): their viewers would predict knowing.
    if (this.link.lens !== 'audience') return refuse('not-allowed', 'broadcast-shows-hidden');
    const parsed = ClientMessages.predict.safeParse(message ?? {});
    if (!parsed.success)
      return refuse('malformed-message', 'malformed', { path: issuePath(parsed.error.issues[0]?.path) });
    if (this.feed.predictions !== '') return refuse('predictions-closed', 'game-over');
    const payload = parsed.data as PredictionPayload;
    const window: PredictionWindow = this.shownFrame?.window ?? { open: false, mutiny: 0 };
    const problem = this.predictions.put(`${this.roomId}:${client.sessionId}`, payload, window);
    if (problem !== null) return refuse('predictions-closed', problem);
    void this.predictions.keep().then(() => client.send('predicted', { ...payload }));
  }

  override onLeave(client: Client): void {
    this.lastPrediction.delete(client.sessionId);
  }

  override onDispose(): void {
    this.stop();
    this.uncount();
  }

  private stop(): void {
    if (this.ticker !== null) clearInterval(this.ticker);
    this.ticker = null;
  }

  override onAuth(_client: Client, options: { token?: unknown }): boolean {
    if (options?.token !== this.token || findLink(this.token) === undefined)
      throw joinRefused(404, 'unknown-broadcast');
    return true;
  }

  override onJoin(client: Client): void {
    client.view = this.view;
    const welcome: BroadcastWelcome = {
      game: this.feed.game.id,
      lens: this.link.lens,
      seat: this.link.seat,
      delaySeconds: this.link.delaySeconds,
      fromEnd: this.link.fromEnd,
    };
    client.send('broadcastWelcome', welcome);
  }

  /** Shows every step that has become old enough since the last look, each in a patch of its own with its events. */
  private advance(): void {
    if (findLink(this.token) === undefined) {
      logger.info({ room: this.roomId, lens: this.link.lens }, 'broadcast closed');
      this.stop();
      void this.disconnect(CLOSE_BROADCAST_REVOKED);
      return;
    }
    const cutoff = broadcastClock.now() - this.link.delaySeconds * 1000;
    const ready = this.feed.matured(this.shown, cutoff);
    // A viewer arriving mid-game starts from the latest step it may see; events before it are no news to animate.
    const steps = this.shown < 0 ? ready.slice(-1) : ready;
    for (const frame of steps) this.show(frame);
  }

  /** The lens for a step: a whole truth `fromEnd` is the audience's view until the game is over. */
  private lensAt(rules: unknown): Lens {
    if (!this.link.fromEnd || this.feed.game.outcome(rules) !== null) return this.lens;
    return { kind: 'audience' };
  }

  private show(frame: FeedFrame): void {
    const game = this.feed.game;
    const { rules, events: heard } = this.cursor.at(frame);
    const lens = this.lensAt(rules);
    const view = JSON.stringify(lensView(game, rules, lens));
    const events = lensEvents(heard, lens);
    this.shown = frame.step;
    this.shownFrame = frame;
    if (view === this.shownView && events.length === 0) return;
    this.shownView = view;
    const s = this.state;
    this.syncSeats(frame);
    projectLens(s, game, rules, lens);
    if (this.lens.kind === 'seat') {
      const secrets = s.secrets.get(String(this.lens.seat));
      if (secrets !== undefined && !this.view.has(secrets)) this.view.add(secrets);
    }
    const outcome = game.outcome(rules);
    s.status = outcome === null ? 'playing' : 'over';
    if (outcome !== null) {
      s.outcome = wireSafe(JSON.stringify(outcome));
      s.predictions = wireSafe(this.feed.predictions);
    }
    const audience = this.link.lens === 'audience';
    s.predictionsOpen = audience && frame.window.open && outcome === null;
    s.mutinyCall = audience ? frame.window.mutiny : 0;
    s.predictionRounds = this.predictions.rounds;
    // The clock as it stood then, moved on by the delay: it counts down on the page as it did at the table.
    s.turnSeconds = this.feed.turnSeconds;
    s.bankSeconds = this.feed.bankSeconds;
    const { deadline, banks } = frame.clock;
    s.deadline = deadline > 0 && s.status === 'playing' ? deadline + this.link.delaySeconds * 1000 : 0;
    banks.forEach((bank, index) => {
      const seat = s.seats[index];
      if (seat !== undefined) seat.bank = bank;
    });
    s.version++;
    s.events = wireSafe(eventsJson(s.version, events));
    this.broadcastPatch();
  }

  private syncSeats(frame: FeedFrame): void {
    const s = this.state;
    frame.seats.forEach((seat, index) => {
      let target = s.seats[index];
      if (target === undefined) {
        target = new SeatState();
        target.index = index;
        s.seats.push(target);
      }
      target.name = seat.name;
      target.colour = seat.colour;
      target.occupant = seat.occupant;
      target.connected = true;
    });
  }
}
