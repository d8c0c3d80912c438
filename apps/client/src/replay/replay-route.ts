// The shareable address of a finished game's replay: `#/replay/<game id>`.

export function replayRoute(gameId: string): string {
  return `#/replay/${encodeURIComponent(gameId)}`;
}

/** The game id a hash names, or null when it is no replay's address. */
export function replayGameOf(hash: string): string | null {
  const match = /^#\/replay\/([\w-]{1,100})$/.exec(hash);
  return match?.[1] ?? null;
}
