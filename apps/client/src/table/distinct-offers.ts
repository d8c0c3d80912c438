// The action bar's buttons: one per thing the player can tell apart.

/**
 * Keeps the first of the actions whose labels read the same. Two copies of one card in hand are offered as two
 * actions (each names its own card), but they do the same: six buttons for three choices, in identical pairs,
 * only confuse. Either copy is as good as the other, so one button stands for both.
 */
export function distinctOffers<A>(actions: ReadonlyArray<A>, label: (action: A) => string): A[] {
  const seen = new Set<string>();
  return actions.filter((action) => {
    const words = label(action);
    if (seen.has(words)) return false;
    seen.add(words);
    return true;
  });
}
