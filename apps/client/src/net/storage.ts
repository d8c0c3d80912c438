// What this device remembers: the profile (localStorage), this tab's table tokens (sessionStorage) and the last
// table this browser sat at (localStorage), so a closed tab can come back to its seat.
import type { SeatColour } from '@flotilla/protocol';
// The module alone, not the package's index: that would bring zod into the lobby's bundle.
import { DEFAULT_NAME } from '@flotilla/protocol/display-name';

export const SEAT_COLOURS: ReadonlyArray<SeatColour> = [
  'crimson',
  'gold',
  'teal',
  'violet',
  'orange',
  'sky',
  'lime',
  'rose',
];

export interface Profile {
  readonly name: string;
  readonly colour: SeatColour;
}

const PROFILE_KEY = 'flotilla.profile';
const SESSION_KEY = 'flotilla.session';
const LAST_TABLE_KEY = 'flotilla.lastTable';

function isColour(value: unknown): value is SeatColour {
  return typeof value === 'string' && (SEAT_COLOURS as ReadonlyArray<string>).includes(value);
}

export function loadProfile(): Profile {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(PROFILE_KEY) ?? 'null');
    if (typeof raw === 'object' && raw !== null) {
      const { name, colour } = raw as { name?: unknown; colour?: unknown };
      return {
        name: typeof name === 'string' && name.trim() !== '' ? name : DEFAULT_NAME,
        colour: isColour(colour) ? colour : 'teal',
      };
    }
  } catch {
    // A corrupt entry is as good as none.
  }
  return { name: DEFAULT_NAME, colour: 'teal' };
}

/** True once this browser has kept a name of its own (a first visit plays as `DEFAULT_NAME` until it does). */
export function hasSavedProfile(): boolean {
  try {
    return localStorage.getItem(PROFILE_KEY) !== null;
  } catch {
    return false;
  }
}

export function saveProfile(profile: Profile): void {
  localStorage.setItem(PROFILE_KEY, JSON.stringify(profile));
}

/** The table this tab sits at: enough to reconnect after a reload or reclaim the seat from a bot. */
export interface TableSession {
  readonly roomId: string;
  readonly reconnectionToken: string;
  readonly seatToken: string | null;
  readonly seat: number | null;
  readonly inviteCode: string | null;
}

function readSession(storage: Storage): TableSession | null {
  try {
    const raw: unknown = JSON.parse(storage.getItem(SESSION_KEY) ?? 'null');
    if (
      typeof raw === 'object' &&
      raw !== null &&
      typeof (raw as TableSession).reconnectionToken === 'string' &&
      typeof (raw as TableSession).roomId === 'string'
    ) {
      return raw as TableSession;
    }
  } catch {
    // Fall through: no session.
  }
  return null;
}

/** This tab's table: a reload reconnects to it at once. */
export function loadSession(): TableSession | null {
  return readSession(sessionStorage);
}

/**
 * The last table this browser sat at, from a tab since closed. It is offered, never taken on its own: another
 * open tab may be sitting there now.
 */
export function loadLastTable(): TableSession | null {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(LAST_TABLE_KEY) ?? 'null');
    if (typeof raw === 'object' && raw !== null && typeof (raw as TableSession).roomId === 'string') {
      return raw as TableSession;
    }
  } catch {
    // Fall through: none.
  }
  return null;
}

export function saveSession(session: TableSession): void {
  sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
  // Only a seat is worth coming back to; a spectator simply watches again.
  if (session.seat !== null) localStorage.setItem(LAST_TABLE_KEY, JSON.stringify(session));
}

export function clearSession(): void {
  sessionStorage.removeItem(SESSION_KEY);
  localStorage.removeItem(LAST_TABLE_KEY);
}

export function forgetLastTable(): void {
  localStorage.removeItem(LAST_TABLE_KEY);
}
