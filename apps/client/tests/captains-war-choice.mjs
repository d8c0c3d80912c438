// The simple captain the Captains' War browser scenarios play: which offered action to click.

/**
 * Sends one pirate then locks, acquires or recruits in command when it can and otherwise ends it (never buys:
 * a shorter game with the same screens), else takes the first offer, which attacks whenever allowed. Returns
 * the index of the chosen action in `actions` (the offered list, in the action bar's order).
 */
export function chooseCaptainsWarAction(actions) {
  const has = (type) => actions.findIndex((a) => a.type === type);
  if (has('withdraw') >= 0 && has('lock') >= 0) return has('lock');
  if (has('commit') >= 0) return has('commit');
  if (has('lock') >= 0) return has('lock');
  if (has('endCommand') >= 0 && has('acquire') < 0 && has('recruit') < 0) return has('endCommand');
  return 0;
}
