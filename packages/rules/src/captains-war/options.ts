// Table options of Captains' War: parsed from untrusted input into valid options.
import { LEGENDARY_CAPTAINS } from './solo/legendary-captains';
import type { CaptainsWarOptions } from './types';

export const DEFAULT_OPTIONS: CaptainsWarOptions = { legendaryCaptain: 'random', armsMaster: null };

export function parseOptions(
  raw: unknown,
): { ok: true; options: CaptainsWarOptions } | { ok: false; error: string } {
  if (raw === undefined || raw === null) return { ok: true, options: DEFAULT_OPTIONS };
  if (typeof raw !== 'object' || Array.isArray(raw))
    return { ok: false, error: 'Options must be an object.' };
  const record = raw as Record<string, unknown>;
  const legendaryCaptain = record.legendaryCaptain ?? DEFAULT_OPTIONS.legendaryCaptain;
  if (
    typeof legendaryCaptain !== 'string' ||
    (legendaryCaptain !== 'random' && !LEGENDARY_CAPTAINS.some((card) => card.id === legendaryCaptain))
  ) {
    return {
      ok: false,
      error: `legendaryCaptain must be "random" or one of ${LEGENDARY_CAPTAINS.map((c) => c.id).join(', ')}.`,
    };
  }
  const armsMaster = record.armsMaster ?? null;
  if (
    armsMaster !== null &&
    !(Number.isInteger(armsMaster) && (armsMaster as number) >= 0 && (armsMaster as number) < 6)
  ) {
    return { ok: false, error: 'armsMaster must be null or a seat number from 0 to 5.' };
  }
  return { ok: true, options: { legendaryCaptain, armsMaster: armsMaster as number | null } };
}
