// Lines for the game log about the people at the table, read from the public seats between two states.
import { t } from '../i18n/i18n';

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
      lines.push(t('table:seatNews.left', { name: seat.name }));
    } else if (was.occupant === 'bot' && seat.occupant === 'human') {
      lines.push(t('table:seatNews.takesBack', { name: seat.name }));
    } else if (seat.occupant === 'human' && was.connected && !seat.connected) {
      lines.push(t('table:seatNews.lost', { name: seat.name }));
    } else if (seat.occupant === 'human' && !was.connected && seat.connected) {
      lines.push(t('table:seatNews.back', { name: seat.name }));
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
