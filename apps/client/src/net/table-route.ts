// A table's address: `#/table/<game>/<ref>`, bookmarkable and safe to show on a stream. The ref is a digest of the
// room id, never the id or the invite code: either one lets anyone who reads the address bar sit down or watch.

/** A short, one-way reference to a room id (FNV-1a, 32 bits, base 36): enough to tell this device's tables apart. */
export function tableRef(roomId: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < roomId.length; i++) {
    hash ^= roomId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

export function tableRoute(game: string, roomId: string): string {
  return `#/table/${encodeURIComponent(game)}/${tableRef(roomId)}`;
}

export interface TableRoute {
  readonly game: string;
  readonly ref: string;
}

/** The table named by a `#/table/<game>/<ref>` hash, or null for any other hash. */
export function tableRouteOf(hash: string): TableRoute | null {
  const match = /^#\/table\/([\w-]+)\/([0-9a-z]+)$/.exec(hash);
  if (match === null) return null;
  const [, game = '', ref = ''] = match;
  return { game, ref };
}

/** Whether a room this device sat at is the one a table address names. */
export function routeNames(route: TableRoute, roomId: string): boolean {
  return tableRef(roomId) === route.ref;
}
