// The match at one table: the rules state, its seed and log; every action is kept before it counts.
import {
  nextLogHash,
  setupHash,
  type ErrorCode,
  type GameProof,
  type RefusalReason,
} from '@flotilla/protocol';
import {
  type ActionShape,
  type AnyGame,
  type GameEvent,
  type LoggedAction,
  type RulesError,
} from '@flotilla/rules';
import type { TableKeeper } from '../store/keeper';
import { Mailbox } from './mailbox';

/** An action the rules accepted and the store kept: the table (`table.ts`) projects it. */
export interface Step {
  readonly seat: number;
  readonly action: ActionShape;
  readonly rules: unknown;
  readonly events: ReadonlyArray<GameEvent<{ type: string }>>;
}

/** A refused action, in codes only: the rules' own sentence stays in the server (logs, tests). */
export interface MatchRefusal {
  readonly code: ErrorCode;
  readonly reason: RefusalReason;
}

/** The table cannot keep moves right now; nothing changed. It resumes by itself. */
export const STORAGE_UNAVAILABLE: MatchRefusal = {
  code: 'storage-unavailable',
  reason: 'storage-unavailable',
};

const NOT_PLAYING: MatchRefusal = { code: 'not-playing', reason: 'not-playing' };

/** The rules' refusal on the wire: its code, and as reason the same code (`rules-failed` for the rules' failure). */
export function rulesRefusal(error: RulesError): MatchRefusal {
  return { code: error.code, reason: error.code === 'internal-error' ? 'rules-failed' : error.code };
}

export class Match {
  /** The rules state; null until the game starts. */
  private current: unknown = null;
  private readonly entries: LoggedAction[] = [];
  /** Actions wait here for the one before them to be kept: each is checked against the state it will change. */
  private readonly mailbox = new Mailbox();
  /** The commitment to the whole setup (game, seats, options, seed), published at the start. */
  readonly setupHash: string;
  /** The latest link of the log hash chain (see commitment.ts): the table publishes it with each public patch. */
  private chain: string;

  constructor(
    readonly game: AnyGame,
    readonly gameOptions: unknown,
    readonly seats: number,
    /** Secret until the end: it deals every card and rolls every die. */
    readonly seed: string,
    /** Where the table is kept: the log through `submit`, seats and clocks through the table (`table.ts`). */
    readonly keeper: TableKeeper,
  ) {
    this.setupHash = setupHash({ game: game.id, seats, options: gameOptions, seed });
    this.chain = this.setupHash;
  }

  get rules(): unknown {
    return this.current;
  }

  get log(): ReadonlyArray<LoggedAction> {
    return this.entries;
  }

  get logHash(): string {
    return this.chain;
  }

  /** Deals the game from the seed. */
  start(): unknown {
    this.current = this.dealt();
    return this.current;
  }

  /** The game as the seed deals it, before any action. */
  dealt(): unknown {
    return this.game.setup({ seats: this.seats, seed: this.seed, options: this.gameOptions });
  }

  /**
   * Rebuilds a kept game by replaying its log through the rules, step by step as it was played (each step is
   * shown to `replayed`, with the log hash after it): a refused entry is an error.
   */
  restore(log: ReadonlyArray<LoggedAction>, replayed?: (step: Step, logHash: string) => void): void {
    let rules = this.dealt();
    for (const [index, entry] of log.entries()) {
      const result = this.game.apply(rules, entry.seat, entry.action);
      if (!result.ok) throw new Error(`action ${index} of the log is refused: ${result.error.message}`);
      rules = result.state;
      this.entries.push(entry);
      this.chain = nextLogHash(this.seed, this.chain, entry);
      replayed?.({ ...entry, rules, events: result.events }, this.chain);
    }
    this.current = rules;
  }

  /** True while an action is being kept or waits for one. */
  get busy(): boolean {
    return this.mailbox.pending > 0;
  }

  /**
   * Checks the action against the rules, keeps it, then commits it and calls `accepted` before the next action
   * is looked at. Resolves with the refusal, or null once accepted. A store that cannot write refuses the action
   * with `storage-unavailable` and changes nothing.
   */
  submit(seat: number, action: ActionShape, accepted: (step: Step) => void): Promise<MatchRefusal | null> {
    return this.mailbox.post(async () => {
      if (this.current === null) return NOT_PLAYING;
      const result = this.game.apply(this.current, seat, action);
      if (!result.ok) return rulesRefusal(result.error);
      const entry: LoggedAction = { seat, action };
      try {
        await this.keeper.append(this.entries.length, entry);
      } catch {
        return STORAGE_UNAVAILABLE;
      }
      this.current = result.state;
      this.entries.push(entry);
      this.chain = nextLogHash(this.seed, this.chain, entry);
      accepted({ seat, action, rules: result.state, events: result.events });
      return null;
    });
  }

  /** Resolves once every action submitted so far is kept and committed (or refused). */
  settled(): Promise<void> {
    return this.mailbox.idle();
  }

  outcome(): unknown {
    return this.current === null ? null : this.game.outcome(this.current);
  }

  /** Everything needed to replay the game and check every die: published only at the end. */
  proof(gameId: string, outcome: unknown): GameProof {
    return {
      gameId,
      game: this.game.id,
      seats: this.seats,
      options: this.gameOptions,
      setupHash: this.setupHash,
      logHash: this.chain,
      seed: this.seed,
      log: this.entries,
      outcome,
    };
  }
}
