// A table's own timers, apart from the turn clock (`pacer.ts`): quick play's countdown, a restored table's hold on
// its people's seats, and the retry after the store failed to keep an action.
import type { TableState } from '@flotilla/protocol';

type Timer = ReturnType<typeof setTimeout>;

export class TableTimers {
  private bots: Timer | null = null;
  private holding: Timer | null = null;
  private retrying: Timer | null = null;

  /**
   * Quick play never leaves someone alone at a table: once a stranger has waited `seconds`, bots take the open seats
   * and the game starts (`start`). The deadline shows the waiting room the countdown. Only for a public table still
   * waiting, and once.
   */
  callBots(state: TableState, seconds: number, start: () => void): void {
    if (state.privateTable || state.status !== 'waiting' || seconds <= 0 || this.bots !== null) return;
    state.deadline = Date.now() + seconds * 1000;
    // Not the room's clock: it ticks with the patch interval, which a turn-based table turns off.
    this.bots = setTimeout(() => {
      this.bots = null;
      start();
    }, seconds * 1000);
  }

  /** No countdown any more (the game starts, the last person left): the waiting room shows none. */
  cancelBots(state: TableState): void {
    if (this.bots !== null) clearTimeout(this.bots);
    this.bots = null;
    state.deadline = 0;
  }

  /** A restored table holds its people's seats for `ms`, then `release` decides each seat. */
  hold(ms: number, release: () => void): void {
    this.holding = setTimeout(() => {
      this.holding = null;
      release();
    }, ms);
  }

  /** The store could not keep an action: bots and clocks try again once (`again`), a moment later. */
  retry(ms: number, again: () => void): void {
    if (this.retrying !== null) return;
    this.retrying = setTimeout(() => {
      this.retrying = null;
      again();
    }, ms);
  }

  /** The hold and the retry end with the table (the countdown is cancelled on its own, `cancelBots`). */
  clear(): void {
    if (this.holding !== null) clearTimeout(this.holding);
    if (this.retrying !== null) clearTimeout(this.retrying);
    this.holding = null;
    this.retrying = null;
  }
}
