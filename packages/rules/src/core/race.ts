// How close a race is: the gap between the two best scores (0 when level), null with fewer than two.
export function leadGap(scores: ReadonlyArray<number>): number | null {
  if (scores.length < 2) return null;
  const [first = 0, second = 0] = [...scores].sort((a, b) => b - a);
  return first - second;
}
