// What everyone had seen of a kept table when it stopped: its public version and log hash, found by replaying.
import { Encoder } from '@colyseus/schema';
import { TableState, projectTable, type SeatSecrets } from '@flotilla/protocol';
import type { AnyGame } from '@flotilla/rules';
import type { Step } from './match';
import { onlyChanged } from './colyseus-internals';
import { addSeats } from './seats';

/** The public version (the count of public steps) and the log hash published with the last of them. */
export interface PublicMarks {
  readonly version: number;
  readonly logHash: string;
}

/**
 * Follows a kept game's replay and tells its public steps from its quiet ones exactly as the room did (`quiet` in
 * table-room.ts: every event the seat's own, and a projection that changed nothing but the seat's secrets). A
 * quiet step moved neither the public version nor the published log hash, so a table restored with anything
 * else would tell everyone how many secret picks (Captains' War boarding) were made before the stop.
 *
 * Only a step that may be quiet is projected, on a scratch table of its own: most steps have public events.
 */
export class PublicMarksFollower {
  private marks: PublicMarks;
  private readonly scratch = new TableState();
  private readonly encoder: Encoder<TableState>;
  /** The rules state the scratch table shows; null when it lags behind the replay. */
  private shown: unknown = null;
  private previous: unknown;

  constructor(
    private readonly game: AnyGame,
    seatCount: number,
    dealt: unknown,
    setupHash: string,
  ) {
    this.marks = { version: 0, logHash: setupHash };
    this.scratch.game = game.id;
    addSeats(this.scratch, seatCount);
    this.encoder = new Encoder(this.scratch);
    this.previous = dealt;
  }

  get current(): PublicMarks {
    return this.marks;
  }

  /** The next step of the replay, and the log hash after it. */
  follow({ seat, rules, events }: Step, logHash: string): void {
    if (!(events.every((event) => event.to === seat) && this.quiet(seat, rules))) {
      this.marks = { version: this.marks.version + 1, logHash };
    }
    this.previous = rules;
  }

  private quiet(seat: number, rules: unknown): boolean {
    const mine = this.scratch.secrets.get(String(seat)) as SeatSecrets;
    if (this.shown !== this.previous) {
      projectTable(this.scratch, this.game, this.previous);
      this.encoder.discardChanges();
    }
    mine.accepted++;
    projectTable(this.scratch, this.game, rules);
    const quiet = onlyChanged(this.encoder, mine);
    this.encoder.discardChanges();
    this.shown = rules;
    return quiet;
  }
}
