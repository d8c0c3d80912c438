// Audience predictions (issue 25): a spectator or broadcast viewer who gives a name predicts the winner and, in 15
// Men, each player's faction, until the deadline the host sets (the end of the first round unless changed); in
// Eollis, each mutiny's winner while its camps are being chosen. Predictions stay on the server, where no player can
// see them, and are scored and revealed with the final scores.
import {
  PREDICTION_ROUNDS,
  type FinalPredictions,
  type MutinyCamp,
  type PredictionPayload,
  type RefusalReason,
} from '@flotilla/protocol';
import { isGameId, type GameEvent, type GameId } from '@flotilla/rules';

/**
 * Why the box refuses a prediction (a `RefusalReason`): nothing predicted, the winner's window or the mutiny's
 * closed, a seat the table lacks, factions outside 15 Men.
 */
export type PredictionProblem = Extract<
  RefusalReason,
  'nothing-predicted' | 'winner-closed' | 'mutiny-closed' | 'no-such-seat' | 'factions-fifteen-men'
>;

export interface Prediction {
  readonly name: string;
  readonly winner: number | null;
  /** 15 Men: the faction predicted for each seat (by seat number). */
  readonly factions: Readonly<Record<string, string>>;
  /** Eollis: the camp predicted to win each mutiny, by call (1 for the first mutiny called). */
  readonly mutinies: Readonly<Record<number, MutinyCamp>>;
}

/** What may be predicted at a moment: a broadcast viewer predicts against the moment its page shows. */
export interface PredictionWindow {
  /** The winner and factions may still be predicted. */
  readonly open: boolean;
  /** The mutiny whose camps are being chosen (its call number), 0 when none. */
  readonly mutiny: number;
}

type View = Record<string, unknown>;

/** How a game's audience view counts rounds, and whether its factions may be predicted. */
interface GamePredictions {
  /**
   * Rounds over as the view shows them (Eollis' expeditions), or, for a game that shows none, the seat holding the
   * turn: a round is over when a seat takes the turn a second time.
   */
  readonly clock:
    { readonly shown: (v: View) => number | null } | { readonly holder: (v: View) => number | null };
  /** Each player's faction may be predicted (15 Men's secret factions). */
  readonly factions: boolean;
}

const turnSeat = (v: View): number | null =>
  typeof (v.turn as { seat?: unknown } | null)?.seat === 'number' ? (v.turn as { seat: number }).seat : null;

const PREDICTIONS = {
  'captains-war': {
    clock: { holder: (v) => (typeof v.active === 'number' ? v.active : null) },
    factions: false,
  },
  'fifteen-men': { clock: { holder: turnSeat }, factions: true },
  eollis: {
    clock: { shown: (v) => (typeof v.expedition === 'number' ? v.expedition - 1 : null) },
    factions: false,
  },
} satisfies Record<GameId, GamePredictions>;

/** A table's game id is a string once on the wire; an unknown one counts turns and has no factions. */
function predictionsOf(game: string): GamePredictions {
  return isGameId(game) ? PREDICTIONS[game] : { clock: { holder: turnSeat }, factions: false };
}

/** Rounds over so far, read from each step's audience view: predictions of the winner close after the host's count. */
export class RoundWatch {
  private readonly turnHolders = new Set<number>();
  private readonly clock: GamePredictions['clock'];
  private last: number | null = null;
  private rounds = 0;

  constructor(game: string) {
    this.clock = predictionsOf(game).clock;
  }

  /** Rounds over as of the last step seen. */
  get over(): number {
    return this.rounds;
  }

  /** Reads one step's audience view; returns how many rounds are over. */
  see(view: unknown): number {
    const v = (view ?? {}) as View;
    if ('shown' in this.clock) {
      const shown = this.clock.shown(v);
      if (shown !== null) this.rounds = Math.max(this.rounds, shown);
      return this.rounds;
    }
    const holder = this.clock.holder(v);
    if (holder === null || holder === this.last) return this.rounds;
    this.last = holder;
    if (this.turnHolders.has(holder)) {
      this.rounds++;
      this.turnHolders.clear();
    }
    this.turnHolders.add(holder);
    return this.rounds;
  }
}

export class PredictionBox {
  private readonly byVoter = new Map<string, Prediction>();
  /** The winner and factions may be predicted. */
  open = true;
  /** Predictions of the winner close once this many rounds are over (the host may change it). */
  rounds: number = PREDICTION_ROUNDS.default;
  /** Eollis: the mutiny being called now (0 when none), and each one's winning camp once it is resolved. */
  mutinyCall = 0;
  private mutinyCalls = 0;
  private mutineer = -1;
  private readonly mutinyWinners = new Map<number, MutinyCamp>();
  /** Keeps the box (the table's store); a prediction is acknowledged once this resolves. */
  keep: () => Promise<void> = () => Promise.resolve();

  constructor(
    readonly game: string,
    readonly seats: number,
  ) {}

  get window(): PredictionWindow {
    return { open: this.open, mutiny: this.mutinyCall };
  }

  /**
   * Follows a step's events (all of them: the ones that matter here are public): a mutiny called opens its
   * prediction, its camps revealed close it, its roll settles it. True when the window changed.
   */
  follow(events: ReadonlyArray<GameEvent<{ readonly type: string }>>): boolean {
    const before = this.mutinyCall;
    for (const event of events) {
      const e = event as unknown as { type: string; seat?: number };
      if (e.type === 'mutinyDeclared') {
        this.mutinyCall = ++this.mutinyCalls;
        this.mutineer = e.seat ?? -1;
      } else if (e.type === 'campsRevealed') {
        this.mutinyCall = 0;
      } else if (e.type === 'mutinyResolved') {
        this.mutinyWinners.set(this.mutinyCalls, e.seat === this.mutineer ? 'mutineers' : 'captain');
      }
    }
    return this.mutinyCall !== before;
  }

  /**
   * Locks a voter's prediction, within `window` (now, unless the voter watches a delayed broadcast): a winner or
   * factions replace the voter's earlier ones; a mutiny's camp is added beside them. Null, or why not.
   */
  put(
    voter: string,
    payload: PredictionPayload,
    window: PredictionWindow = this.window,
  ): PredictionProblem | null {
    const guessesWinner = payload.winner !== undefined || payload.factions !== undefined;
    if (!guessesWinner && payload.mutiny === undefined) return 'nothing-predicted';
    if (guessesWinner && !window.open) return 'winner-closed';
    if (payload.mutiny !== undefined && (window.mutiny === 0 || payload.mutiny.call !== window.mutiny))
      return 'mutiny-closed';
    if (payload.winner !== undefined && payload.winner >= this.seats) return 'no-such-seat';
    const factions: Record<string, string> = {};
    for (const [seat, faction] of Object.entries(payload.factions ?? {})) {
      if (!predictionsOf(this.game).factions) return 'factions-fifteen-men';
      if (!/^\d+$/.test(seat) || Number(seat) >= this.seats) return 'no-such-seat';
      factions[seat] = faction;
    }
    if (guessesWinner && payload.winner === undefined && Object.keys(factions).length === 0)
      return 'nothing-predicted';
    const earlier = this.byVoter.get(voter);
    this.byVoter.set(voter, {
      name: payload.name,
      winner: guessesWinner ? (payload.winner ?? null) : (earlier?.winner ?? null),
      factions: guessesWinner ? factions : (earlier?.factions ?? {}),
      mutinies:
        payload.mutiny === undefined
          ? (earlier?.mutinies ?? {})
          : { ...earlier?.mutinies, [payload.mutiny.call]: payload.mutiny.camp },
    });
    return null;
  }

  get count(): number {
    return this.byVoter.size;
  }

  /**
   * The predictions and the host's deadline, to keep. The mutinies' windows and results are not kept: a restored
   * table replays its log through `follow`, which finds them again.
   */
  kept(): { open: boolean; rounds: number; voters: Array<[string, Prediction]> } {
    return { open: this.open, rounds: this.rounds, voters: [...this.byVoter] };
  }

  restore(kept: {
    readonly open: boolean;
    readonly rounds: number;
    readonly voters: ReadonlyArray<readonly [string, Prediction]>;
  }): void {
    this.open = kept.open;
    this.rounds = kept.rounds;
    for (const [voter, prediction] of kept.voters) this.byVoter.set(voter, prediction);
  }

  /** Each prediction scored (a point for a winner, one per faction, one per mutiny called right), best first. */
  results(winners: ReadonlyArray<number>, factions: ReadonlyMap<number, string>): FinalPredictions {
    const scored = [...this.byVoter.values()].map((p) => {
      const rightFactions = Object.entries(p.factions).filter(
        ([seat, f]) => factions.get(Number(seat)) === f,
      ).length;
      const rightMutinies = Object.entries(p.mutinies).filter(
        ([call, camp]) => this.mutinyWinners.get(Number(call)) === camp,
      ).length;
      const winner = p.winner !== null && winners.includes(p.winner);
      return {
        name: p.name,
        winner: p.winner,
        rightWinner: winner,
        rightFactions,
        factions: Object.keys(p.factions).length,
        rightMutinies,
        mutinies: Object.keys(p.mutinies).length,
        points: (winner ? 1 : 0) + rightFactions + rightMutinies,
      };
    });
    scored.sort((a, b) => b.points - a.points || a.name.localeCompare(b.name));
    return { count: scored.length, top: scored.slice(0, 10) };
  }
}
