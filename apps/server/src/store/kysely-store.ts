// The store on SQL through Kysely: the only file of the server that writes queries.
import type { LoggedAction } from '@flotilla/rules';
import type { Kysely, Selectable, Updateable } from 'kysely';
import { pendingMigrations } from './migrations';
import type { StoreDatabase, TablesTable } from './schema';
import type {
  FinishedGame,
  FinishedSummary,
  KeptSeat,
  KeptSeating,
  KeptTable,
  NewTable,
  TableStore,
  UnreadableTable,
} from './types';

type Row = Selectable<TablesTable>;

function epoch(value: number | string): number {
  return typeof value === 'number' ? value : Number(value);
}

function epochOrNull(value: number | string | null): number | null {
  return value === null ? null : epoch(value);
}

function seatingColumns(seating: KeptSeating): { seats: string; seat_tokens: string } {
  return { seats: JSON.stringify(seating.seats), seat_tokens: JSON.stringify(seating.seatTokens) };
}

function parseSeats(text: string): KeptSeat[] {
  const seats: unknown = JSON.parse(text);
  if (!Array.isArray(seats)) throw new Error('seats is not a list');
  return seats as KeptSeat[];
}

function keptTable(row: Row, log: LoggedAction[]): KeptTable {
  if (row.status !== 'waiting' && row.status !== 'playing') throw new Error(`status ${row.status}`);
  const tokens: unknown = JSON.parse(row.seat_tokens);
  if (!Array.isArray(tokens)) throw new Error('seat_tokens is not a list');
  return {
    gameId: row.game_id,
    roomId: row.room_id,
    game: row.game,
    createOptions: JSON.parse(row.create_options),
    gameOptions: JSON.parse(row.game_options),
    seatCount: row.seat_count,
    privateTable: row.private === 1,
    inviteCode: row.invite_code,
    seed: row.seed,
    setupHash: row.setup_hash,
    turnSeconds: row.turn_seconds,
    seats: parseSeats(row.seats),
    seatTokens: tokens as Array<string | null>,
    createdAt: epoch(row.created_at),
    status: row.status,
    startedAt: epochOrNull(row.started_at),
    deadline: epoch(row.deadline),
    touchedAt: epoch(row.touched_at),
    log,
    audience: row.audience === null ? null : JSON.parse(row.audience),
  };
}

function summary(row: Row): FinishedSummary {
  return {
    gameId: row.game_id,
    game: row.game,
    seatCount: row.seat_count,
    gameOptions: JSON.parse(row.game_options),
    privateTable: row.private === 1,
    seats: parseSeats(row.seats).map((seat) => ({
      name: seat.name,
      colour: seat.colour,
      bot: seat.occupant === 'bot',
    })),
    outcome: row.outcome === null ? null : JSON.parse(row.outcome),
    startedAt: epochOrNull(row.started_at),
    endedAt: epoch(row.ended_at ?? 0),
  };
}

export class KyselyStore implements TableStore {
  constructor(
    readonly kind: 'sqlite' | 'postgres',
    private readonly db: Kysely<StoreDatabase>,
  ) {}

  async createTable(table: NewTable): Promise<void> {
    await this.db
      .insertInto('tables')
      .values({
        game_id: table.gameId,
        room_id: table.roomId,
        game: table.game,
        create_options: JSON.stringify(table.createOptions),
        game_options: JSON.stringify(table.gameOptions),
        seat_count: table.seatCount,
        private: table.privateTable ? 1 : 0,
        invite_code: table.inviteCode,
        seed: table.seed,
        setup_hash: table.setupHash,
        turn_seconds: table.turnSeconds,
        ...seatingColumns(table),
        status: 'waiting',
        created_at: table.createdAt,
        started_at: null,
        ended_at: null,
        deadline: 0,
        touched_at: table.createdAt,
        outcome: null,
      })
      .execute();
  }

  async appendActions(gameId: string, from: number, actions: ReadonlyArray<LoggedAction>): Promise<void> {
    if (actions.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('actions')
        .values(
          actions.map((entry, i) => ({
            game_id: gameId,
            idx: from + i,
            seat: entry.seat,
            action: JSON.stringify(entry.action),
          })),
        )
        .execute();
      await trx.updateTable('tables').set({ touched_at: Date.now() }).where('game_id', '=', gameId).execute();
    });
  }

  async recordSeating(gameId: string, seating: KeptSeating): Promise<void> {
    await this.update(gameId, { ...seatingColumns(seating), touched_at: Date.now() });
  }

  async recordStart(gameId: string, seating: KeptSeating, startedAt: number): Promise<void> {
    await this.update(gameId, {
      ...seatingColumns(seating),
      status: 'playing',
      started_at: startedAt,
      touched_at: startedAt,
    });
  }

  async recordDeadline(gameId: string, deadline: number): Promise<void> {
    await this.update(gameId, { deadline, touched_at: Date.now() });
  }

  async recordAudience(gameId: string, audience: unknown): Promise<void> {
    await this.update(gameId, { audience: JSON.stringify(audience) });
  }

  async touch(gameId: string, at: number): Promise<void> {
    await this.update(gameId, { touched_at: at });
  }

  async finishTable(gameId: string, outcome: unknown, endedAt: number): Promise<void> {
    await this.update(gameId, {
      status: 'over',
      outcome: JSON.stringify(outcome),
      ended_at: endedAt,
      deadline: 0,
      touched_at: endedAt,
    });
  }

  async abandonTable(gameId: string, at: number): Promise<void> {
    await this.db
      .updateTable('tables')
      .set({ status: 'abandoned', ended_at: at, deadline: 0, touched_at: at })
      .where('game_id', '=', gameId)
      .where('status', 'in', ['waiting', 'playing'])
      .execute();
  }

  async unfinishedTables(
    gameIds?: ReadonlyArray<string>,
  ): Promise<{ tables: KeptTable[]; unreadable: UnreadableTable[] }> {
    if (gameIds !== undefined && gameIds.length === 0) return { tables: [], unreadable: [] };
    let select = this.db.selectFrom('tables').selectAll().where('status', 'in', ['waiting', 'playing']);
    if (gameIds !== undefined) select = select.where('game_id', 'in', [...gameIds]);
    const rows = await select.orderBy('created_at').execute();
    const tables: KeptTable[] = [];
    const unreadable: UnreadableTable[] = [];
    for (const row of rows) {
      try {
        tables.push(keptTable(row, await this.log(row.game_id)));
      } catch (error) {
        const problem = error instanceof Error ? error.message : String(error);
        unreadable.push({ gameId: row.game_id, roomId: row.room_id, problem });
      }
    }
    return { tables, unreadable };
  }

  async unfinishedRooms(): Promise<Array<{ gameId: string; roomId: string }>> {
    const rows = await this.db
      .selectFrom('tables')
      .select(['game_id', 'room_id'])
      .where('status', 'in', ['waiting', 'playing'])
      .execute();
    return rows.map((row) => ({ gameId: row.game_id, roomId: row.room_id }));
  }

  async finishedGame(gameId: string): Promise<FinishedGame | null> {
    const row = await this.db
      .selectFrom('tables')
      .selectAll()
      .where('game_id', '=', gameId)
      .where('status', '=', 'over')
      .executeTakeFirst();
    if (row === undefined) return null;
    return { ...summary(row), setupHash: row.setup_hash, seed: row.seed, log: await this.log(gameId) };
  }

  async listFinished(query: { limit: number; before?: number }): Promise<FinishedSummary[]> {
    let select = this.db
      .selectFrom('tables')
      .selectAll()
      .where('status', '=', 'over')
      .where('private', '=', 0);
    if (query.before !== undefined) select = select.where('ended_at', '<', query.before);
    const rows = await select.orderBy('ended_at', 'desc').limit(query.limit).execute();
    return rows.map(summary);
  }

  async unready(): Promise<string | null> {
    try {
      const pending = await pendingMigrations(this.db as unknown as Kysely<unknown>);
      return pending.length === 0 ? null : `the ${this.kind} store misses migrations ${pending.join(', ')}`;
    } catch (error) {
      return `the ${this.kind} store does not answer: ${error instanceof Error ? error.message : String(error)}`;
    }
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }

  /** Updates one table's row; a table the store does not have is an error, not a silent no-op. */
  private async update(gameId: string, values: Updateable<TablesTable>): Promise<void> {
    const result = await this.db
      .updateTable('tables')
      .set(values)
      .where('game_id', '=', gameId)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new Error(`no table ${gameId} in the store`);
  }

  private async log(gameId: string): Promise<LoggedAction[]> {
    const rows = await this.db
      .selectFrom('actions')
      .select(['idx', 'seat', 'action'])
      .where('game_id', '=', gameId)
      .orderBy('idx')
      .execute();
    return rows.map((row, i) => {
      if (row.idx !== i) throw new Error(`action ${i} is missing`);
      return { seat: row.seat, action: JSON.parse(row.action) as LoggedAction['action'] };
    });
  }
}
