// Audience predictions (issue 25): a spectator who gives a name predicts the winner and, in 15 Men, each player's
// faction, until the end of the first round. Predictions stay on the server, where no player can see them, and
// are scored and revealed with the final scores.
import type { FinalPredictions, PredictionPayload } from '@flotilla/protocol';

export interface Prediction {
  readonly name: string;
  readonly winner: number | null;
  /** 15 Men: the faction predicted for each seat (by seat number). */
  readonly factions: Readonly<Record<string, string>>;
}

/** Where the first round ends, read from the audience's view: predictions close there. */
export class RoundWatch {
  private readonly turnHolders = new Set<number>();
  private last: number | null = null;
  private over = false;

  constructor(private readonly game: string) {}

  /** Reads one step's audience view; true once the first round is over (and from then on). */
  see(view: unknown): boolean {
    if (this.over) return true;
    const v = (view ?? {}) as Record<string, unknown>;
    if (this.game === 'eollis') {
      this.over = typeof v.expedition === 'number' && v.expedition > 1;
      return this.over;
    }
    // Captains' War's helm and 15 Men's turn: the round is over when a seat takes its second turn.
    const holder =
      this.game === 'captains-war'
        ? typeof v.active === 'number'
          ? v.active
          : null
        : typeof (v.turn as { seat?: unknown } | null)?.seat === 'number'
          ? (v.turn as { seat: number }).seat
          : null;
    if (holder === null || holder === this.last) return false;
    this.last = holder;
    if (this.turnHolders.has(holder)) this.over = true;
    this.turnHolders.add(holder);
    return this.over;
  }
}

export class PredictionBox {
  private readonly byVoter = new Map<string, Prediction>();
  open = true;

  constructor(
    readonly game: string,
    readonly seats: number,
  ) {}

  /** Locks a voter's prediction (a new one replaces theirs while predictions are open); null, or why not. */
  put(voter: string, payload: PredictionPayload): string | null {
    if (!this.open) return 'Predictions are closed: they close at the end of the first round.';
    if (payload.winner !== undefined && payload.winner >= this.seats) return 'There is no such seat.';
    const factions: Record<string, string> = {};
    for (const [seat, faction] of Object.entries(payload.factions ?? {})) {
      if (this.game !== 'fifteen-men') return 'Factions are predicted in 15 Men only.';
      if (!/^\d+$/.test(seat) || Number(seat) >= this.seats) return 'There is no such seat.';
      factions[seat] = faction;
    }
    if (payload.winner === undefined && Object.keys(factions).length === 0) return 'Predict something.';
    this.byVoter.set(voter, { name: payload.name, winner: payload.winner ?? null, factions });
    return null;
  }

  get count(): number {
    return this.byVoter.size;
  }

  /** Each prediction scored (a point for a winner, a point per faction), best first. */
  results(winners: ReadonlyArray<number>, factions: ReadonlyMap<number, string>): FinalPredictions {
    const scored = [...this.byVoter.values()].map((p) => {
      const rightFactions = Object.entries(p.factions).filter(
        ([seat, f]) => factions.get(Number(seat)) === f,
      );
      const winner = p.winner !== null && winners.includes(p.winner);
      return {
        name: p.name,
        winner: p.winner,
        rightWinner: winner,
        rightFactions: rightFactions.length,
        factions: Object.keys(p.factions).length,
        points: (winner ? 1 : 0) + rightFactions.length,
      };
    });
    scored.sort((a, b) => b.points - a.points || a.name.localeCompare(b.name));
    return { count: scored.length, top: scored.slice(0, 10) };
  }
}
