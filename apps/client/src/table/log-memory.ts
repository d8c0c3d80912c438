// The game log of this tab's table, kept across a reload: what the seat heard (its own private lines included)
// arrives once, as events, and would otherwise be gone.

export interface LoggedLine {
  readonly n: number;
  readonly text: string;
}

/** The log keeps its latest lines on screen; as many are kept here. */
export const LOG_LINES_KEPT = 80;

const key = (roomId: string): string => `flotilla.log.${roomId}`;

export function loadLog(roomId: string, storage: Pick<Storage, 'getItem'> = sessionStorage): LoggedLine[] {
  try {
    const raw: unknown = JSON.parse(storage.getItem(key(roomId)) ?? '[]');
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

export function saveLog(
  roomId: string,
  lines: ReadonlyArray<LoggedLine>,
  storage: Pick<Storage, 'setItem'> = sessionStorage,
): void {
  try {
    storage.setItem(key(roomId), JSON.stringify(lines.slice(-LOG_LINES_KEPT)));
  } catch {
    // A full or blocked storage only costs the log after a reload.
  }
}
