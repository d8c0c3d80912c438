// The synced state of a table: seats, status, fairness proof, the game's public view and each seat's secrets.
import { ArraySchema, MapSchema, Schema, type, view } from '@colyseus/schema';
import { CaptainsWarTable } from './captains-war';
import { EollisTable } from './eollis';
import { FifteenMenTable } from './fifteen-men';

export class SeatState extends Schema {
  @type('uint8') index = 0;
  @type('string') name = '';
  @type('string') colour = '';
  /** 'open' (free), 'human' or 'bot' (a bot also plays the seat of a player who left). */
  @type('string') occupant = 'open';
  @type('boolean') connected = false;
  @type('boolean') ready = false;
  @type('boolean') host = false;
  /** Seconds of bank the seat has left for the game, at a table with a bank (`bankSeconds`); 0 otherwise. */
  @type('uint16') bank = 0;
}

/** Only the seat's own client is given its entry (StateView). */
export class SeatSecrets extends Schema {
  /**
   * The seat's legal actions now, as a JSON array. One string rather than a filtered ArraySchema: schema 3
   * misindexes items removed from collections under a view.
   */
  @type('string') legal = '[]';
  /** The part of the seat's view that differs from the audience's, as JSON. */
  @type('string') secret = '{}';
  /**
   * Actions of this seat the table has accepted so far (the seat's own, a bot's or a timer's for it). A client
   * that sent `act` knows its action was applied in the first patch where this grows.
   */
  @type('uint32') accepted = 0;
  /**
   * The latest action's events as this seat heard them, as JSON `{"version":N,"events":[…]}` (see `heardEvents`),
   * written only when that action had an event for this seat alone; the table's `events` otherwise. The list of
   * an action that changed nothing public also carries `"accepted":K`, this seat's `accepted` after it.
   */
  @type('string') events = '';
}

export class TableState extends Schema {
  @type('string') game = '';
  /** 'waiting' for players, 'playing', or 'over'. */
  @type('string') status = 'waiting';
  @type('uint8') seatCount = 0;
  @type('string') options = '{}';
  @type('boolean') privateTable = false;
  @type('boolean') botsFill = false;
  @type('uint16') turnSeconds = 0;
  /** Seconds of bank each seat has for the whole game, on top of `turnSeconds` per decision; 0 without a bank. */
  @type('uint16') bankSeconds = 0;
  @type('boolean') spectatorsAllowed = true;
  @type([SeatState]) seats = new ArraySchema<SeatState>();
  /** Seats whose input is needed, as a JSON array (a string: schema 3 desyncs shrinking arrays). */
  @type('string') awaiting = '[]';
  /** Epoch milliseconds when the current turn timer runs out; 0 without a timer. */
  @type('float64') deadline = 0;
  /**
   * Public patches so far: each accepted action that changed anything public (or told everyone an event) adds
   * one. An action that changed nothing public, such as a Captains' War boarding pick before the lock, adds
   * nothing and is patched to its own seat alone (its `accepted` grows), so that no one else can count it.
   */
  @type('uint32') version = 0;
  /**
   * What everyone heard of the latest accepted action, as JSON `{"version":N,"events":[…]}`; '' when it had no
   * event for everyone. It rides in the action's own patch: no second frame per client (see `heardEvents`).
   */
  @type('string') events = '';
  /**
   * The commitment published at the start: sha256 over the game, seat count, options and secret seed (`setupHash`
   * in commitment.ts). The seed itself arrives at the end (with the `proof` message).
   */
  @type('string') setupHash = '';
  /**
   * The log hash after the latest public patch (`nextLogHash`: the setup hash, then every accepted action chained
   * with the secret seed). Clients keep the ones they saw and check the final proof against them.
   */
  @type('string') logHash = '';
  @type('string') seed = '';
  @type('string') outcome = '';
  /** Spectators may still predict the winner; predictions themselves stay on the server. */
  @type('boolean') predictionsOpen = true;
  /** Predictions of the winner close at the end of this round (the host may change it). */
  @type('uint8') predictionRounds = 1;
  /** Eollis: the mutiny whose winner spectators may predict now (the 1st called, the 2nd…), until its camps are revealed; 0 when none. */
  @type('uint8') mutinyCall = 0;
  /** The predictions scored, as JSON `FinalPredictions`, once the game is over; '' before. */
  @type('string') predictions = '';
  @type(CaptainsWarTable) captainsWar: CaptainsWarTable | undefined;
  @type(FifteenMenTable) fifteenMen: FifteenMenTable | undefined;
  @type(EollisTable) eollis: EollisTable | undefined;
  /** The audience's view as JSON, only for a game without a dedicated schema (none at present). */
  @type('string') publicView = '';
  @view() @type({ map: SeatSecrets }) secrets = new MapSchema<SeatSecrets>();
}
