// A broadcast's address: `#/broadcast/<token>`, with `?bg=none` and `?scale=` for OBS.

export interface BroadcastOptions {
  /** `?bg=none`: a transparent page around the table, for an overlay. */
  readonly transparent: boolean;
  /** `?scale=`: everything larger or smaller, for an odd canvas. */
  readonly scale: number;
  /** `?predict`: a viewer's second screen, with the prediction form beside the table (an audience link's). */
  readonly predict: boolean;
}

/** Reads `?bg=none` and `?scale=1.5`, after the hash's route or in the page's own query. */
export function broadcastOptions(hash: string, search: string): BroadcastOptions {
  const query = new URLSearchParams(`${search.replace(/^\?/, '')}&${hash.split('?')[1] ?? ''}`);
  const scale = Number(query.get('scale') ?? '1');
  return {
    transparent: query.get('bg') === 'none',
    predict: query.has('predict'),
    scale: Number.isFinite(scale) && scale >= 0.25 && scale <= 4 ? scale : 1,
  };
}

/** The token a hash names, or null when it is no broadcast's address. */
export function broadcastTokenOf(hash: string): string | null {
  return /^#\/broadcast\/([\w-]{8,64})(?:\?.*)?$/.exec(hash)?.[1] ?? null;
}

/** The TV's address: `#/tv` for every game, `#/tv/<game>` for one; undefined when the hash is no TV's. */
export function tvGameOf(hash: string): string | null | undefined {
  const match = /^#\/tv(?:\/([\w-]{1,32}))?(?:\?.*)?$/.exec(hash);
  if (match === null) return undefined;
  return match[1] ?? null;
}
