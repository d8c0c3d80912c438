// Refusals as the server sends them: identifiers and values, never sentences (docs/protocol.md). Server logs may
// say more, in English, for operators.
import { ServerError } from '@colyseus/core';
import type { JoinRefusal } from '@flotilla/protocol';

/** A zod issue's path as data for a developer: `action.type`, `factions.3`; '' for the message itself. */
export function issuePath(path: ReadonlyArray<PropertyKey> | undefined): string {
  return (path ?? []).map(String).join('.');
}

/** A join or a room's creation refused: Colyseus's `ServerError`, its message an identifier the client says. */
export function joinRefused(status: number, reason: JoinRefusal): ServerError {
  return new ServerError(status, reason);
}
