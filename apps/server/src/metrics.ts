// What an operator scrapes at `/metrics` (Prometheus text format, through prom-client): tables, seats and
// audiences as they are, actions and their latency, the store's writes, reconnections, database errors, and
// Node's own figures (event-loop delay, heap, GC). Never a seed, a secret or an id: labels are games and codes.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'flotilla_' });

/** What a live table tells the gauges at each scrape. */
export interface TableFacts {
  readonly game: string;
  readonly status: string;
  /** Each seat's occupant: human, bot or open. */
  readonly occupants: ReadonlyArray<string>;
  readonly spectators: number;
}

/** The tables of this process, each able to say how it is now. */
const live = new Set<() => TableFacts>();

/** A table counts in the gauges from now until the returned function is called (its disposal). */
export function countTable(facts: () => TableFacts): () => void {
  live.add(facts);
  return () => live.delete(facts);
}

function eachTable(): TableFacts[] {
  return [...live].map((facts) => facts());
}

new Gauge({
  name: 'flotilla_tables',
  help: 'Tables of this process by game and status (waiting, playing, over).',
  labelNames: ['game', 'status'],
  registers: [registry],
  collect() {
    this.reset();
    for (const table of eachTable()) this.inc({ game: table.game, status: table.status });
  },
});

new Gauge({
  name: 'flotilla_seats',
  help: 'Seats of this process by game and who sits there (human, bot, open).',
  labelNames: ['game', 'kind'],
  registers: [registry],
  collect() {
    this.reset();
    for (const table of eachTable()) {
      for (const kind of table.occupants) this.inc({ game: table.game, kind });
    }
  },
});

new Gauge({
  name: 'flotilla_spectators',
  help: 'Spectators watching the tables of this process, by game.',
  labelNames: ['game'],
  registers: [registry],
  collect() {
    this.reset();
    for (const table of eachTable()) this.inc({ game: table.game }, table.spectators);
  },
});

/** The broadcast rooms of this process: each tells its game, lens and viewers at each scrape. */
const broadcasts = new Set<
  () => { readonly game: string; readonly lens: string; readonly viewers: number }
>();

/** A broadcast counts from now until the returned function is called (its disposal). */
export function countBroadcast(facts: () => { game: string; lens: string; viewers: number }): () => void {
  broadcasts.add(facts);
  return () => broadcasts.delete(facts);
}

new Gauge({
  name: 'flotilla_broadcast_viewers',
  help: 'Viewers of broadcast links (OBS sources, second screens, the TV) in this process, by game and lens.',
  labelNames: ['game', 'lens'],
  registers: [registry],
  collect() {
    this.reset();
    for (const facts of broadcasts) {
      const b = facts();
      this.inc({ game: b.game, lens: b.lens }, b.viewers);
    }
  },
});

export const actionsAccepted = new Counter({
  name: 'flotilla_actions_accepted_total',
  help: 'Actions the rules accepted and the store kept, by game and by who sent them (player, bot, clock).',
  labelNames: ['game', 'by'],
  registers: [registry],
});

export const messagesRefused = new Counter({
  name: 'flotilla_messages_refused_total',
  help: 'Messages refused with an error to their sender, by error code.',
  labelNames: ['code'],
  registers: [registry],
});

export const actionToPatch = new Histogram({
  name: 'flotilla_action_to_patch_seconds',
  help: "From a player's action message to the patch that carries its result, by game.",
  labelNames: ['game'],
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

export const storeWrites = new Histogram({
  name: 'flotilla_store_write_seconds',
  help: 'Writes of an action to the store, until durable.',
  buckets: [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
  registers: [registry],
});

export const storeFailures = new Counter({
  name: 'flotilla_store_write_failures_total',
  help: 'Writes the store refused (the table then refuses the action with storage-unavailable).',
  registers: [registry],
});

export const reconnections = new Counter({
  name: 'flotilla_reconnections_total',
  help: 'Players and spectators back at a table: with their reconnection token, or by seat token (reclaim).',
  labelNames: ['via'],
  registers: [registry],
});

export const databaseErrors = new Counter({
  name: 'flotilla_database_errors_total',
  help: 'Errors of the database connection (PostgreSQL pool), outside any one write.',
  labelNames: ['database'],
  registers: [registry],
});
