// Who may broadcast a table, through which lens, and for how long (issue 25). The host opens the audience's view and
// the whole truth; a seated player opens their own seat's eyes; the whole truth needs every seated person's
// agreement, and a withdrawn agreement closes it, unless it shows hidden facts only from the game's end onward. Plain data and rules: the room asks, the desk answers.
import {
  broadcastDelay,
  type BroadcastLensKind,
  type BroadcastLink,
  type RefusalReason,
} from '@flotilla/protocol';

export interface DeskLink extends BroadcastLink {
  /** The seat of the player who created it: that player (and the host for the audience and the truth) revokes it. */
  readonly createdBy: number;
}

export interface DeskSeat {
  readonly host: boolean;
  /**
   * People must agree to the whole truth, a person's seat a bot plays for now too (its seat token takes it back); a
   * bot's own seat has nothing to hide from its own audience.
   */
  readonly person: boolean;
}

/** The "seat" of the links the server opens for the TV: no player's, so none lists or closes them. */
const TV_SEAT = -1;

export type DeskAnswer<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly why: RefusalReason };

export class BroadcastDesk {
  private readonly links = new Map<string, DeskLink>();
  private readonly agreed = new Set<number>();

  constructor(
    private readonly newToken: () => string,
    /** Called after every change of the links or agreements (the table keeps them). */
    private readonly changed: () => void = () => undefined,
  ) {}

  create(
    by: number,
    seats: ReadonlyArray<DeskSeat>,
    lens: BroadcastLensKind,
    asked: number | undefined,
    fromEnd = false,
  ): DeskAnswer<DeskLink> {
    const host = seats[by]?.host === true;
    if ((lens === 'audience' || lens === 'truth') && !host) return { ok: false, why: 'host-opens-broadcast' };
    if (lens === 'truth' && !fromEnd) {
      const waiting = seats.flatMap((s, seat) =>
        s.person && seat !== by && !this.agreed.has(seat) ? [seat] : [],
      );
      if (waiting.length > 0) return { ok: false, why: 'truth-needs-consent' };
    }
    const link: DeskLink = {
      token: this.newToken(),
      lens,
      seat: lens === 'seat' ? by : null,
      delaySeconds: broadcastDelay(lens, asked),
      fromEnd: lens === 'truth' && fromEnd,
      createdBy: by,
    };
    this.links.set(link.token, link);
    this.changed();
    return { ok: true, value: link };
  }

  /**
   * The TV's link to this table: the audience's view, `delaySeconds` late, opened by the server itself (a public
   * table's audience view is anyone's to watch). One per table, made on first use.
   */
  tvLink(delaySeconds: number): DeskLink {
    const kept = [...this.links.values()].find((l) => l.createdBy === TV_SEAT);
    if (kept !== undefined) return kept;
    const link: DeskLink = {
      token: this.newToken(),
      lens: 'audience',
      seat: null,
      delaySeconds: Math.max(0, Math.min(600, Math.floor(delaySeconds))),
      fromEnd: false,
      createdBy: TV_SEAT,
    };
    this.links.set(link.token, link);
    this.changed();
    return link;
  }

  /** Revokes a link its creator (or the host, for the audience and the truth) closes; the token stops at once. */
  revoke(by: number, seats: ReadonlyArray<DeskSeat>, token: string): DeskAnswer<DeskLink> {
    const link = this.links.get(token);
    if (link === undefined) return { ok: false, why: 'no-such-broadcast' };
    const host = seats[by]?.host === true;
    if (link.createdBy !== by && !(host && link.lens !== 'seat'))
      return { ok: false, why: 'not-your-broadcast' };
    this.links.delete(token);
    this.changed();
    return { ok: true, value: link };
  }

  /**
   * A seated player agrees to the whole truth, or withdraws: a withdrawal closes every whole-truth link at once.
   * Returns the links it closed.
   */
  consent(seat: number, agree: boolean): DeskLink[] {
    if (agree) {
      this.agreed.add(seat);
      this.changed();
      return [];
    }
    this.agreed.delete(seat);
    const closed = [...this.links.values()].filter((l) => l.lens === 'truth' && !l.fromEnd);
    for (const link of closed) this.links.delete(link.token);
    this.changed();
    return closed;
  }

  /**
   * A seat's person left the table for good (the waiting room): their agreement goes with them, and their own seat's
   * eyes close, which would show the next person in the seat. Every whole-truth link opened with agreements closes
   * too, as on a withdrawal: whoever sits there next has not agreed. Returns the links closed, and whether anything
   * changed.
   */
  seatLeft(seat: number): { closed: DeskLink[]; changed: boolean } {
    const agreed = this.agreed.delete(seat);
    const closed = [...this.links.values()].filter(
      (l) => (l.lens === 'seat' && l.seat === seat) || (l.lens === 'truth' && !l.fromEnd),
    );
    for (const link of closed) this.links.delete(link.token);
    const changed = agreed || closed.length > 0;
    if (changed) this.changed();
    return { closed, changed };
  }

  get truthConsent(): number[] {
    return [...this.agreed].sort((a, b) => a - b);
  }

  /** Whether the host may open the whole truth now. */
  truthAllowed(seats: ReadonlyArray<DeskSeat>): boolean {
    return seats.every((s, seat) => !s.person || s.host || this.agreed.has(seat));
  }

  /** The links a seat's player manages: their own, and for the host the audience's and the truth's too. */
  linksFor(seat: number, seats: ReadonlyArray<DeskSeat>): DeskLink[] {
    const host = seats[seat]?.host === true;
    return [...this.links.values()].filter((l) => l.createdBy === seat || (host && l.lens !== 'seat'));
  }

  /** The links and agreements, as plain data to keep (`KeptAudience`). */
  kept(): { links: DeskLink[]; agreed: number[] } {
    return { links: [...this.links.values()], agreed: this.truthConsent };
  }

  /** A restored table's links and agreements: the same tokens work again. */
  restore(kept: { readonly links: ReadonlyArray<DeskLink>; readonly agreed: ReadonlyArray<number> }): void {
    for (const link of kept.links) this.links.set(link.token, link);
    for (const seat of kept.agreed) this.agreed.add(seat);
  }

  find(token: string): DeskLink | undefined {
    return this.links.get(token);
  }

  all(): DeskLink[] {
    return [...this.links.values()];
  }
}
