// What a table reads from the synced strings that are not a seat's: Captains' War's rolled faces and final scores,
// Eollis' final lines, 15 Men's doubloons and final count, the table's outcome and the scored predictions. Decoded here once, typed from the rules, and
// as tolerant as the rest of the wire: a missing or malformed string reads as nothing, a missing number as 0.
import type { Outcome } from '@flotilla/rules';
import type { CaptainsWarView, DieFace, ScoreSheet } from '@flotilla/rules/captains-war';
import type { EollisView } from '@flotilla/rules/eollis';
import type { Doubloon, FinalCount, ScoreLine, TeamScore } from '@flotilla/rules/fifteen-men';
import type { FinalPredictions } from './broadcast';

type FinalScores = NonNullable<CaptainsWarView['result']>;
type FinalLine = NonNullable<EollisView['final']>[number];

/** How a table ended: the rules' `Outcome` without its game-specific details. */
export type WireOutcome = Omit<Outcome, 'details'>;

type Fields = Readonly<Record<string, unknown>>;

function parse(json: string): unknown {
  if (json === '') return undefined;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function numberIn(fields: Fields, key: string): number {
  const value = fields[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function stringIn(fields: Fields, key: string): string {
  const value = fields[key];
  return typeof value === 'string' ? value : '';
}

/** The objects of a list; undefined when `value` is not a list. */
function objectsOf(value: unknown): Fields[] | undefined {
  return Array.isArray(value) ? value.filter(isFields) : undefined;
}

/** Reads every key of `keys` as a number: a field the rules add is a type error until it is listed. */
function numbers<T extends { readonly [K in keyof T]: number }>(
  fields: Fields,
  keys: Readonly<Record<keyof T, true>>,
): T {
  const out: Record<string, number> = {};
  for (const key of Object.keys(keys)) out[key] = numberIn(fields, key);
  return out as T;
}

/** A rolled Captains' War face as the table sends it (the rules' `DieFace`); null for anything else. */
export function rolledFace(value: unknown): DieFace | null {
  if (!isFields(value)) return null;
  switch (value.die) {
    case 'yellow':
      return { die: 'yellow', gold: numberIn(value, 'gold') };
    case 'blue':
      return {
        die: 'blue',
        resource: String(value.resource) as Extract<DieFace, { die: 'blue' }>['resource'],
        count: numberIn(value, 'count') === 2 ? 2 : 1,
      };
    case 'red':
      return { die: 'red', track: value.track === 'boats' ? 'boats' : 'attributes' };
    case 'black': {
      const strength = Math.min(6, Math.max(1, numberIn(value, 'strength')));
      return { die: 'black', strength: strength as Extract<DieFace, { die: 'black' }>['strength'] };
    }
    default:
      return null;
  }
}

/** Captains' War's rolled faces (its `dice`); none before the first roll or when they do not read. */
export function rolledFaces(json: string): DieFace[] {
  const list = parse(json);
  if (!Array.isArray(list)) return [];
  const faces: DieFace[] = [];
  for (const value of list) {
    const face = rolledFace(value);
    if (face !== null) faces.push(face);
  }
  return faces;
}

const SCORE_SHEET: Readonly<Record<keyof ScoreSheet, true>> = {
  captain: true,
  acquisitions: true,
  attributeTrack: true,
  boatTrack: true,
  attacksInitiated: true,
  attacks: true,
  warBonus: true,
  commandBonuses: true,
  leftoverResources: true,
  total: true,
  navalStrength: true,
  navalRank: true,
  rank: true,
};

/**
 * Captains' War's final scores (its `result`): why the game ended and one sheet per captain, in the rules' order.
 * Null before the end, or when there is no sheet to show. A reason this client does not know stays as sent.
 */
export function finalScores(json: string): FinalScores | null {
  const parsed = parse(json);
  if (!isFields(parsed)) return null;
  const sheets = objectsOf(parsed.scores);
  if (sheets === undefined || sheets.length === 0) return null;
  return {
    reason: stringIn(parsed, 'reason') as FinalScores['reason'],
    scores: sheets.map((sheet) => numbers<ScoreSheet>(sheet, SCORE_SHEET)),
  };
}

const FINAL_LINE: Readonly<Record<keyof FinalLine, true>> = {
  seat: true,
  renown: true,
  living: true,
  duel: true,
};

/** Eollis' final lines (its `final`): each Clan's renown, living pirates and duel; null before the end. */
export function finalLines(json: string): FinalLine[] | null {
  const lines = objectsOf(parse(json));
  return lines === undefined ? null : lines.map((line) => numbers<FinalLine>(line, FINAL_LINE));
}

const DOUBLOON: Readonly<Record<keyof Doubloon, true>> = { seat: true, value: true };

/** 15 Men's doubloons on a card or on the Governor's Daughter (`doubloons`): who put each, and its value. */
export function placedDoubloons(json: string): Doubloon[] {
  return (objectsOf(parse(json)) ?? []).map((coin) => numbers<Doubloon>(coin, DOUBLOON));
}

function seatsIn(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((seat): seat is number => typeof seat === 'number') : [];
}

function teamScore(team: Fields): TeamScore {
  return {
    seats: seatsIn(team.seats),
    captainTeam: team.captainTeam === true,
    total: numberIn(team, 'total'),
    lines: (objectsOf(team.lines) ?? []).map((line): ScoreLine => ({
      what: stringIn(line, 'what'),
      vp: numberIn(line, 'vp'),
      bonus: numberIn(line, 'bonus'),
      vessel: numberIn(line, 'vessel'),
    })),
  };
}

/** 15 Men's final count (its `final`): each team's score line by line, the winners and the Loyalist; null before. */
export function finalCount(json: string): FinalCount | null {
  const parsed = parse(json);
  if (!isFields(parsed)) return null;
  const teams = objectsOf(parsed.teams);
  if (teams === undefined || !Array.isArray(parsed.winners)) return null;
  return {
    teams: teams.map(teamScore),
    winners: seatsIn(parsed.winners),
    loyalist: typeof parsed.loyalist === 'number' ? parsed.loyalist : null,
  };
}

/** The table's outcome (its `outcome`): the ranking, the winning seats and why; null while the game goes on. */
export function tableOutcome(json: string): WireOutcome | null {
  const parsed = parse(json);
  if (!isFields(parsed)) return null;
  return {
    standings: (objectsOf(parsed.standings) ?? []).map((line) => ({
      seat: typeof line.seat === 'number' ? line.seat : null,
      name: stringIn(line, 'name'),
      score: numberIn(line, 'score'),
      rank: numberIn(line, 'rank'),
    })),
    winners: seatsIn(parsed.winners),
    reason: stringIn(parsed, 'reason'),
  };
}

/** The predictions scored at the end (the table's `predictions`); null before the end or when nobody predicted. */
export function finalPredictions(json: string): FinalPredictions | null {
  const parsed = parse(json);
  if (!isFields(parsed)) return null;
  const count = numberIn(parsed, 'count');
  if (count === 0) return null;
  return {
    count,
    top: (objectsOf(parsed.top) ?? []).map((line) => ({
      name: stringIn(line, 'name'),
      winner: typeof line.winner === 'number' ? line.winner : null,
      rightWinner: line.rightWinner === true,
      rightFactions: numberIn(line, 'rightFactions'),
      factions: numberIn(line, 'factions'),
      rightMutinies: numberIn(line, 'rightMutinies'),
      mutinies: numberIn(line, 'mutinies'),
      points: numberIn(line, 'points'),
    })),
  };
}
