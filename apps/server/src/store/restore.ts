// On start, every unfinished table comes back from the store under its room id; unreadable ones are skipped.
import { findGame } from '@flotilla/rules';
import { logger } from '../logger';
import type { KeptTable, TableStore } from './types';

/** Kept tables on their way into a room: only the server puts them here, so no client can restore a table. */
const restoring = new Map<string, KeptTable>();

/** The kept table a room is being created for, taken once; undefined for a new table (or a client's guess). */
export function takeRestoration(roomId: unknown): KeptTable | undefined {
  if (typeof roomId !== 'string') return undefined;
  const table = restoring.get(roomId);
  restoring.delete(roomId);
  return table;
}

export interface RestoreReport {
  readonly restored: ReadonlyArray<string>;
  readonly skipped: ReadonlyArray<{ readonly roomId: string; readonly problem: string }>;
}

/**
 * Opens a room for each unfinished table through `open(roomId, createOptions)`, which creates the room with a
 * `restore` option naming it. A table that cannot be read or replayed is logged and left in the store as it is.
 */
export async function restoreTables(
  store: TableStore,
  open: (roomId: string, createOptions: object) => Promise<void>,
  /** Only these tables (a cluster's take-over); all unfinished ones when left out. */
  gameIds?: ReadonlyArray<string>,
): Promise<RestoreReport> {
  const { tables, unreadable } = await store.unfinishedTables(gameIds);
  const skipped = unreadable.map(({ roomId, problem }) => ({ roomId, problem }));
  const restored: string[] = [];
  for (const table of tables) {
    const options = table.createOptions;
    if (findGame(table.game) === undefined) {
      skipped.push({ roomId: table.roomId, problem: `unknown game ${table.game}` });
    } else if (typeof options !== 'object' || options === null) {
      skipped.push({ roomId: table.roomId, problem: 'no table options' });
    } else {
      restoring.set(table.roomId, table);
      try {
        await open(table.roomId, options);
        restored.push(table.roomId);
      } catch (error) {
        skipped.push({
          roomId: table.roomId,
          problem: error instanceof Error ? error.message : String(error),
        });
      } finally {
        restoring.delete(table.roomId);
      }
    }
  }
  for (const { roomId, problem } of skipped) {
    logger.error({ room: roomId, problem }, 'table not restored: kept in the store as it is');
  }
  if (tables.length + unreadable.length > 0) {
    logger.info({ restored: restored.length, skipped: skipped.length }, 'tables restored');
  }
  return { restored, skipped };
}
