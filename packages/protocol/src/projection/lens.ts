// A table seen through one lens, as one state: the audience's view, one seat's view (its secrets under its own seat
// only), or the whole truth drawn as if it were public. A replay builds it in the browser for any step; a broadcast
// builds it on the server for the step its delay allows. Both hand it to the same tables as live play.
import { eventsFor, type AnyGame, type GameEvent } from '@flotilla/rules';
import { SeatSecrets, type TableState } from '../schema/table';
import { projectPublicView, secretPart } from './project';
import { assign } from './sync';

/** Whose eyes a table is seen through. */
export type Lens =
  | { readonly kind: 'audience' }
  | { readonly kind: 'seat'; readonly seat: number }
  | { readonly kind: 'truth' };

/** The seat whose eyes a table is drawn through: that seat for its lens, nobody's for the audience and the truth. */
export function lensSeat(lens: Lens): number | null {
  return lens.kind === 'seat' ? lens.seat : null;
}

/**
 * The events a lens hears. The whole truth shows every hidden fact on the table itself; what it hears is what
 * everyone heard, so that no seat's private line ("You looked at #3") is told under another seat's name.
 */
export function lensEvents<E extends { readonly type: string }>(
  events: ReadonlyArray<GameEvent<E>>,
  lens: Lens,
): GameEvent<E>[] {
  return eventsFor(events, lens.kind === 'seat' ? lens.seat : 'spectator');
}

/** The rules' view for the lens: `view(state, viewer)`, or `truth(state)`. */
export function lensView(game: AnyGame, rules: unknown, lens: Lens): unknown {
  if (lens.kind === 'truth') return game.truth(rules);
  return game.view(rules, lens.kind === 'seat' ? lens.seat : 'spectator');
}

/**
 * Writes the lens's view of `rules` into `target`: the public part (the audience's view, or the truth's), the
 * seat's own secrets for a seat's lens (and no other seat's entry, ever), and whom the game waits for.
 */
export function projectLens(target: TableState, game: AnyGame, rules: unknown, lens: Lens): void {
  const audience = game.view(rules, 'spectator');
  projectPublicView(target, game.id, lens.kind === 'truth' ? game.truth(rules) : audience);
  for (const key of [...target.secrets.keys()])
    if (lens.kind !== 'seat' || key !== String(lens.seat)) target.secrets.delete(key);
  if (lens.kind === 'seat') {
    const secrets = target.secrets.get(String(lens.seat)) ?? new SeatSecrets();
    const secret = secretPart(game.view(rules, lens.seat), audience);
    assign(secrets, { secret: secret === null ? '{}' : JSON.stringify(secret) });
    if (!target.secrets.has(String(lens.seat))) target.secrets.set(String(lens.seat), secrets);
  }
  const over = game.outcome(rules) !== null;
  assign(target, { awaiting: JSON.stringify(over ? [] : game.waitingFor(rules)) });
}
