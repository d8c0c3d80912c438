// A sample table's address, `#/sample/<game>/<players>/<seed>/<steps>`: a fixed state from a seed, drawn by the
// game's own table without a server. The visual checks photograph these; a designer opens them to look.

export interface SampleAddress {
  readonly game: string;
  readonly players: number;
  readonly seed: string;
  readonly steps: number;
}

/** The most steps a sample plays: more than any game lasts, few enough to stay instant. */
export const MOST_STEPS = 5000;

/** The sample an address names, or null for any other address. */
export function sampleOf(hash: string): SampleAddress | null {
  const match = /^#\/sample\/([a-z-]+)\/(\d{1,2})\/([\w.-]{1,64})\/(\d{1,4})$/.exec(hash);
  if (match === null) return null;
  const [, game = '', players = '', seed = '', steps = ''] = match;
  const count = Number(steps);
  if (count > MOST_STEPS) return null;
  return { game, players: Number(players), seed, steps: count };
}

export function sampleRoute(sample: SampleAddress): string {
  return `#/sample/${sample.game}/${sample.players}/${sample.seed}/${sample.steps}`;
}
