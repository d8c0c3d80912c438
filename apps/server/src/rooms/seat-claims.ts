// Seat claims: which seat a joining player takes, and the tokens that take a seat back after a drop or a bot.
import type { SeatColour, SeatState, TableState } from '@flotilla/protocol';
import { randomBytes } from 'node:crypto';
import { freeColour, openSeat, uniqueName } from './seats';

export class SeatClaims {
  /** Each seat's token for taking it back from a bot; void once its holder has left the waiting room. */
  readonly tokens: Array<string | undefined> = [];

  constructor(private readonly newToken: () => string = () => randomBytes(24).toString('base64url')) {}

  /**
   * Where a joining player sits: the seat their token names, else an open seat. A token takes its seat back from
   * the bot playing it, or from its player's own dropped connection (a reload, a server restart), never from a
   * connected client (`held` says whether a connected client holds the seat).
   */
  seatFor(
    state: TableState,
    reclaim: string | undefined,
    held: (seat: number) => boolean,
  ): SeatState | undefined {
    if (reclaim !== undefined) {
      const index = this.tokens.indexOf(reclaim);
      const seat = state.seats[index];
      const away = seat?.occupant === 'bot' || (seat?.occupant === 'human' && !seat.connected);
      if (seat !== undefined && away && !held(index)) return seat;
    }
    return state.status === 'waiting' ? openSeat(state) : undefined;
  }

  /**
   * Seats the joining person: a newcomer at an open seat gets a name nobody else at the table has, a free colour,
   * and the host's role if nobody has it; a returning player takes the seat as it was. True for a return.
   */
  sit(
    state: TableState,
    seat: SeatState,
    person: { readonly name: string; readonly colour?: SeatColour | undefined },
  ): boolean {
    const back = seat.occupant !== 'open';
    seat.occupant = 'human';
    if (!back) {
      seat.name = uniqueName(state, seat.index, person.name);
      seat.colour = freeColour(state, person.colour);
      seat.host = !state.seats.some((other) => other.host);
    }
    seat.connected = true;
    return back;
  }

  /** The seat's token, made on its first welcome and the same for every later one. */
  tokenFor(seat: number): string {
    const token = this.tokens[seat] ?? this.newToken();
    this.tokens[seat] = token;
    return token;
  }

  /** The seat's holder left the waiting room for good: the next person's token is their own. */
  forget(seat: number): void {
    this.tokens[seat] = undefined;
  }
}
