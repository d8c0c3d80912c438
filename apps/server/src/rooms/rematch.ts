// "Play again with the same people": one new private table per finished table, opened by the first request.
import type { CreateTableOptions, TableState } from '@flotilla/protocol';

export class Rematch {
  private opening: Promise<string> | null = null;

  /** `create` opens a table with the options given and resolves with its id (the room's matchmaker). */
  constructor(private readonly create: (options: CreateTableOptions) => Promise<string>) {}

  /** The new table's id once it is open; null before anyone asked. */
  get roomId(): Promise<string> | null {
    return this.opening;
  }

  /**
   * Opens the new table on the first request, with this table's options (bots fill it if bots played here), and
   * resolves with its id; later requests get the same table. A table that failed to open is tried again next time.
   */
  open(options: CreateTableOptions, state: TableState): Promise<string> {
    const botsFill = options.botsFill || state.seats.some((s) => s.occupant === 'bot');
    this.opening ??= this.create({ ...options, private: true, botsFill, turnSeconds: state.turnSeconds });
    const opening = this.opening;
    opening.catch(() => {
      if (this.opening === opening) this.opening = null;
    });
    return opening;
  }
}
