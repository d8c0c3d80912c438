// Projects a table's rules state into the synced state: the audience's view, then each seat's secrets. The server
// runs it for every action; a replay runs it in the browser, so that live and replayed tables draw the same state.
import { CaptainsWarTable } from '../schema/captains-war';
import { EollisTable } from '../schema/eollis';
import { FifteenMenTable } from '../schema/fifteen-men';
import { SeatSecrets, type TableState } from '../schema/table';
import type { AnyGame, CaptainsWar } from '@flotilla/rules';
import type { EollisView } from '@flotilla/rules/eollis';
import type { FifteenMenView } from '@flotilla/rules/fifteen-men';
import { projectCaptainsWar } from './captains-war';
import { projectEollis } from './eollis';
import { projectFifteenMen } from './fifteen-men';
import { assign } from './sync';

/**
 * The part of a seat's view that the audience's view does not have: top-level keys whose value differs.
 * Only this goes to the seat's filtered secrets; everything public is in the shared projection. Null when
 * the seat sees nothing more than the audience (most of the time), so nothing is built or serialised.
 * `audienceJson` caches the audience's serialised keys across the seats of one projection.
 */
export function secretPart(
  seatView: unknown,
  audienceView: unknown,
  audienceJson: Map<string, string> = new Map(),
): Record<string, unknown> | null {
  if (typeof seatView !== 'object' || seatView === null) return null;
  const audience = (audienceView ?? {}) as Record<string, unknown>;
  const seat = seatView as Record<string, unknown>;
  let out: Record<string, unknown> | null = null;
  for (const key in seat) {
    if (key === 'viewer' || !Object.prototype.hasOwnProperty.call(seat, key)) continue;
    const value = seat[key];
    // Views share unchanged parts of the immutable state by reference: most keys need no serialising.
    if (value === audience[key] || sameItems(value, audience[key])) continue;
    let publicJson = audienceJson.get(key);
    if (publicJson === undefined) {
      publicJson = JSON.stringify(audience[key]) ?? '';
      audienceJson.set(key, publicJson);
    }
    if (JSON.stringify(value) !== publicJson) (out ??= {})[key] = value;
  }
  return out;
}

/** Two arrays with the very same items (a list each view builds afresh, such as `awaiting`): JSON-equal. */
function sameItems(a: unknown, b: unknown): boolean {
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The audience's serialised keys during one projection (projections run one at a time). */
const audienceJsonScratch = new Map<string, string>();

/**
 * Writes a public view into the table's game schema. The server writes the audience's view; a replay also writes
 * the whole truth (`Game.truth`, the same shape) so that the very same table draws it.
 */
export function projectPublicView(target: TableState, gameId: string, view: unknown): void {
  if (gameId === 'captains-war') {
    if (target.captainsWar === undefined) target.captainsWar = new CaptainsWarTable();
    projectCaptainsWar(target.captainsWar, view as CaptainsWar.CaptainsWarView);
  } else if (gameId === 'fifteen-men') {
    if (target.fifteenMen === undefined) target.fifteenMen = new FifteenMenTable();
    projectFifteenMen(target.fifteenMen, view as FifteenMenView);
  } else if (gameId === 'eollis') {
    if (target.eollis === undefined) target.eollis = new EollisTable();
    projectEollis(target.eollis, view as EollisView);
  } else {
    assign(target, { publicView: JSON.stringify(view) });
  }
}

export function projectTable(target: TableState, game: AnyGame, rules: unknown): void {
  const audience = game.view(rules, 'spectator');
  projectPublicView(target, game.id, audience);
  // Cleared only when used: clearing an empty Map still allocates a new table.
  if (audienceJsonScratch.size > 0) audienceJsonScratch.clear();
  for (let seat = 0; seat < target.seatCount; seat++) {
    const secrets = target.secrets.get(String(seat)) ?? new SeatSecrets();
    const secret = secretPart(game.view(rules, seat), audience, audienceJsonScratch);
    assign(secrets, {
      secret: secret === null ? '{}' : JSON.stringify(secret),
      legal: jsonOf(secrets, game.legalActions(rules, seat)),
    });
  }
  assign(target, { awaiting: jsonOf(target, game.waitingFor(rules)) });
}

/**
 * The last list written as JSON into each state object. The rules offer the same immutable action objects
 * again while a seat's options stay the same (and an empty list when it waits), so most lists need no new
 * JSON: no string to build, compare and keep per seat per action. The items are copied into an array kept per
 * owner (never shortened, so it keeps its capacity; `count` says how many count) rather than keeping the
 * rules' list itself: a list kept until the seat's next change lives about a second at a table, long enough
 * for the young generation to copy it and promote it, while the copy's array is old already.
 */
interface LastList {
  readonly items: unknown[];
  count: number;
  json: string;
}
const lastJson = new WeakMap<object, LastList>();

function sameAsLast(last: LastList, list: ReadonlyArray<unknown>): boolean {
  if (last.count !== list.length) return false;
  for (let i = 0; i < list.length; i++) if (last.items[i] !== list[i]) return false;
  return true;
}

function jsonOf(owner: object, list: ReadonlyArray<unknown>): string {
  let last = lastJson.get(owner);
  if (last !== undefined && sameAsLast(last, list)) return last.json;
  const json = JSON.stringify(list);
  if (last === undefined) {
    last = { items: [], count: 0, json };
    lastJson.set(owner, last);
  }
  for (let i = 0; i < list.length; i++) last.items[i] = list[i];
  last.count = list.length;
  last.json = json;
  return json;
}
