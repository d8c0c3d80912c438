// What a table (`table.ts`) needs of the room that serves it: the room (`table-room.ts`) gives Colyseus's patches,
// views, messages and listing; `table.test.ts` gives a fake. Nothing here loads Colyseus.
import type { Encoder } from '@colyseus/schema';
import type {
  CreateTableOptions,
  ErrorCode,
  GameProof,
  JoinRefusal,
  RefusalReason,
  SeatSecrets,
} from '@flotilla/protocol';
import type { tableListing } from './table-listing';

/** A client as the table sees it: where it sits (`userData`, read by `seatOf`), a way to tell it, a way out. */
export interface TableClient {
  readonly sessionId: string;
  userData?: unknown;
  send(type: string, message?: unknown): void;
  leave(code?: number): void;
}

/** What a table needs of the room that serves it: `table-room.ts` gives Colyseus's, `table.test.ts` a fake. */
export interface TableHost<C extends TableClient> {
  /** The connected clients; `actingSeatLast` reorders them in place, so that the acting seat's patch leaves first. */
  readonly clients: C[];
  /** The encoder of the synced state: what the next patch would carry (`quietStep`). */
  encoder(): Encoder;
  /** True: the room stays open with no client (a restored table waits for its people); false: it closes once empty. */
  keepOpen(open: boolean): void;
  /** Sends the pending patch to every client. */
  broadcastPatch(): void;
  /** Sends the pending patch to `clients` alone; the others never see these changes as a patch. */
  patchOnly(clients: C[]): void;
  /** Sends the proof to every client. */
  broadcast(type: 'proof', message: GameProof): void;
  /** A seated client sees the public table and its own seat's secrets, nothing more. */
  giveView(client: C, secrets: SeatSecrets | undefined): void;
  /** An `error` reply to one client's message: codes and data, never a sentence. */
  refuse(client: C, code: ErrorCode, reason: RefusalReason, about: string): void;
  /** Takes the table out of quick play and the lobby; spectators still join it by id. */
  setPrivate(): Promise<void>;
  /** The table's listing for the lobby and the TV (`tableListing`). */
  list(listing: ReturnType<typeof tableListing>): Promise<void>;
  /** Opens a new table with `options` (the rematch); resolves with its id. */
  openTable(options: CreateTableOptions): Promise<string>;
  /** Tells the cluster which broadcast links this table answers. */
  publishLinks(tokens: ReadonlyArray<string>): Promise<void>;
  /** Epoch milliseconds. */
  now(): number;
}

/** A join the table refuses: the status and the identifier the room throws (`joinRefused`). */
export interface JoinRefused {
  readonly status: number;
  readonly reason: JoinRefusal;
}
