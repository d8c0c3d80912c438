// The invite route's answer, read defensively: a room id and the public facts of its table.

/** The invite route's answer (`GET /api/invites/:code`): the room id, and the table's public facts when known. */
export interface InviteCard {
  readonly roomId: string;
  readonly game?: string;
  readonly players?: number;
  readonly seated?: number;
  readonly status?: string;
  readonly host?: string;
}

/** Reads the route's JSON; null when it names no room. Unknown or ill-typed facts are left out. */
export function parseInviteCard(body: unknown): InviteCard | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  if (typeof b.roomId !== 'string') return null;
  const text = (key: string): string | undefined => (typeof b[key] === 'string' ? b[key] : undefined);
  const count = (key: string): number | undefined => (typeof b[key] === 'number' ? b[key] : undefined);
  return {
    roomId: b.roomId,
    game: text('game'),
    players: count('players'),
    seated: count('seated'),
    status: text('status'),
    host: text('host'),
  };
}
