// Lines for the game log about the people at the table, read from the public seats between two states.

export interface SeatSnapshot {
  readonly name: string;
  readonly occupant: string;
  readonly connected: boolean;
}

/** What changed at the seats of a game in play: who dropped, came back, left for a bot, or took a seat back. */
export function seatNews(
  before: ReadonlyArray<SeatSnapshot>,
  after: ReadonlyArray<SeatSnapshot>,
  you: number | null,
): string[] {
  const lines: string[] = [];
  after.forEach((seat, index) => {
    const was = before[index];
    if (was === undefined || index === you) return;
    if (was.occupant === 'human' && seat.occupant === 'bot') {
      lines.push(`${seat.name} has left: a bot plays their seat until they come back.`);
    } else if (was.occupant === 'bot' && seat.occupant === 'human') {
      lines.push(`${seat.name} takes their seat back from the bot.`);
    } else if (seat.occupant === 'human' && was.connected && !seat.connected) {
      lines.push(`${seat.name} lost their connection: the table waits a little for them.`);
    } else if (seat.occupant === 'human' && !was.connected && seat.connected) {
      lines.push(`${seat.name} is back.`);
    }
  });
  return lines;
}

/**
 * The viewer's own accepted count grew while it sent nothing: its clock ran out and the table played the neutral
 * default for it (pass, hold fire, lock the party as it stands).
 */
export function timedOut(acceptedBefore: number, acceptedNow: number, sentSince: boolean): boolean {
  return acceptedNow > acceptedBefore && !sentSince;
}
