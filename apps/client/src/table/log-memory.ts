// The game log of a table, kept on this device: what the seat heard (its own private lines included) arrives once,
// as events, and would otherwise be gone after a reload or when the player comes back from the lobby in a new tab.
// The whole game is kept, from its first line: a player scrolls back to see what happened turns ago.

export interface LoggedLine {
  readonly n: number;
  readonly text: string;
  /** A line only this seat heard (its peeks, its hand): hidden on screen in streamer mode. */
  readonly secret?: boolean;
}

/** Tables whose logs are kept, the latest first: one is played at a time, and a few leave room for another tab. */
export const LOG_TABLES_KEPT = 3;

type LogStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const key = (roomId: string): string => `flotilla.log.${roomId}`;
const TABLES_KEY = 'flotilla.logs';

/** The device's storage, shared by its tabs; none when the browser blocks it. */
function deviceStorage(): LogStorage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

export function loadLog(roomId: string, storage: LogStorage | null = deviceStorage()): LoggedLine[] {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(key(roomId)) ?? '[]');
    if (!Array.isArray(raw)) return [];
    return raw.filter(
      (line): line is LoggedLine =>
        typeof line === 'object' &&
        line !== null &&
        typeof (line as LoggedLine).n === 'number' &&
        typeof (line as LoggedLine).text === 'string',
    );
  } catch {
    return [];
  }
}

/** The tables with a kept log, the latest first. */
function keptTables(storage: LogStorage): string[] {
  try {
    const raw: unknown = JSON.parse(storage.getItem(TABLES_KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function saveLog(
  roomId: string,
  lines: ReadonlyArray<LoggedLine>,
  storage: LogStorage | null = deviceStorage(),
): void {
  if (storage === null) return;
  try {
    storage.setItem(key(roomId), JSON.stringify(lines));
    const tables = [roomId, ...keptTables(storage).filter((id) => id !== roomId)];
    // The device keeps no table's private lines longer than it needs to: older tables' logs go.
    for (const old of tables.slice(LOG_TABLES_KEPT)) storage.removeItem(key(old));
    storage.setItem(TABLES_KEY, JSON.stringify(tables.slice(0, LOG_TABLES_KEPT)));
  } catch {
    // A full or blocked storage only costs the log after a reload.
  }
}
