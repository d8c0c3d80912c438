// Invite codes for private tables: short, readable, unguessable, reserved atomically in presence.
import { randomInt } from 'node:crypto';
import type { Presence } from '@colyseus/core';

/**
 * No look-alikes: no 0/O, 1/I/L, 5/S, 2/Z, 8/B, 6/G (G stays) or U/V (V stays). 23 symbols, 7 characters: 3.4
 * billion codes, against 10 wrong tries per address and minute.
 */
export const CODE_ALPHABET = '3479ACDEFGHJKMNPQRTVWXY';
export const CODE_LENGTH = 7;
const KEY = 'flotilla:invites';

export function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** Normalises what a person typed: case, spaces and dashes do not matter. */
export function normaliseCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}

export function isWellFormedCode(code: string): boolean {
  return code.length === CODE_LENGTH && [...code].every((ch) => CODE_ALPHABET.includes(ch));
}

/**
 * Reserves a fresh code for a room. `hincrby` is atomic in every presence (local or Redis): only the
 * caller that moves a code's counter from 0 to 1 owns it, so two tables never share a code.
 */
export async function reserveCode(presence: Presence, roomId: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const code = newCode();
    const owners = await presence.hincrby(`${KEY}:claims`, code, 1);
    if (owners === 1) {
      await presence.hset(KEY, code, roomId);
      return code;
    }
    await presence.hincrby(`${KEY}:claims`, code, -1);
  }
  throw new Error('could not reserve an invite code');
}

export async function releaseCode(presence: Presence, code: string): Promise<void> {
  await presence.hdel(KEY, code);
  await presence.hdel(`${KEY}:claims`, code);
}

export async function resolveCode(presence: Presence, typed: string): Promise<string | null> {
  const code = normaliseCode(typed);
  if (!isWellFormedCode(code)) return null;
  return (await presence.hget(KEY, code)) ?? null;
}

/**
 * A restored table takes its invite code back, so the link its players shared still works. The code stays its
 * own when nobody holds it, or when the claim left behind by the process that crashed names this very room;
 * otherwise (another table took it meanwhile) the table gets a fresh code.
 */
export async function reclaimCode(presence: Presence, code: string, roomId: string): Promise<string> {
  const owners = await presence.hincrby(`${KEY}:claims`, code, 1);
  if (owners === 1) {
    await presence.hset(KEY, code, roomId);
    return code;
  }
  await presence.hincrby(`${KEY}:claims`, code, -1);
  if ((await presence.hget(KEY, code)) === roomId) return code;
  return reserveCode(presence, roomId);
}
