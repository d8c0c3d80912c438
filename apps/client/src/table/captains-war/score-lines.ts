// The final score table as plain data: one row per printed scoring line, one column per captain (presentation).
import { andList, captainName, cw, youWord } from './terms';

export interface ScoreColumn {
  readonly captain: number;
  readonly name: string;
  readonly rank: number;
  readonly winner: boolean;
}

export interface ScoreLine {
  readonly key: string;
  readonly label: string;
  readonly values: ReadonlyArray<string>;
  /** The sum line. */
  readonly total?: boolean;
}

export interface ScoreBoard {
  readonly columns: ReadonlyArray<ScoreColumn>;
  readonly lines: ReadonlyArray<ScoreLine>;
  readonly winners: ReadonlyArray<string>;
  readonly reason: string;
}

const LINES: ReadonlyArray<string> = [
  'acquisitions',
  'attributeTrack',
  'boatTrack',
  'attacksInitiated',
  'warBonus',
  'commandBonuses',
  'leftoverResources',
];

const REASONS = ['fiveBattles', 'secondCommandBonus', 'lastGold', 'lastResource'] as const;

/** Why the game ended, read when shown (the language may change). */
export const END_REASONS: Record<string, string> = Object.defineProperties(
  {},
  Object.fromEntries(
    REASONS.map((reason) => [reason, { enumerable: true, get: () => cw(`endReason.${reason}`) }]),
  ),
);

function num(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** "Attacks initiated" scores a count: its RP with the count beside it ("0 (2 attacks)"), as the war bonus shows its Strength. */
function attacksCell(rp: number, count: unknown): string {
  if (typeof count !== 'number') return signed(rp);
  return cw('score.attacks', { rp: signed(rp), count });
}

/** Reads the rules' final result (as the server publishes it); null when it is missing or malformed. */
export function scoreBoard(raw: string, names: ReadonlyArray<string>): ScoreBoard | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  const scores = (parsed as { scores?: unknown })?.scores;
  if (!Array.isArray(scores) || scores.length === 0) return null;
  const sheets = scores.filter((s): s is Record<string, unknown> => typeof s === 'object' && s !== null);
  const name = (captain: number): string => names[captain] ?? captainName(captain);
  const columns = sheets.map((s) => ({
    captain: num(s.captain),
    name: name(num(s.captain)),
    rank: num(s.rank),
    winner: num(s.rank) === 1,
  }));
  const lines: ScoreLine[] = LINES.filter(
    (key) => key !== 'leftoverResources' || sheets.some((s) => num(s[key]) !== 0),
  ).map((key) => ({
    key,
    label: cw(`score.line.${key}`),
    values: sheets.map((s) =>
      key === 'warBonus'
        ? cw('score.warBonus', { rp: num(s.warBonus), strength: num(s.navalStrength) })
        : key === 'attacksInitiated'
          ? attacksCell(num(s[key]), s.attacks)
          : String(num(s[key])),
    ),
  }));
  lines.push({
    key: 'total',
    label: cw('score.line.total'),
    values: sheets.map((s) => String(num(s.total))),
    total: true,
  });
  lines.push({ key: 'rank', label: cw('score.line.rank'), values: sheets.map((s) => String(num(s.rank))) });
  const reason = (parsed as { reason?: unknown }).reason;
  return {
    columns,
    lines,
    winners: columns.filter((c) => c.winner).map((c) => c.name),
    reason: typeof reason === 'string' ? (END_REASONS[reason] ?? reason) : '',
  };
}

/** "Anne wins" / "Anne and Bart win" / "You win" (the viewer goes by the word `you.start`). */
export function winnerSentence(winners: ReadonlyArray<string>): string {
  if (winners.length === 0) return cw('winner.none');
  const you = youWord(true);
  const names = andList(winners);
  if (winners.length === 1)
    return cw('winner.one', { name: names, context: names === you ? 'you' : undefined });
  return cw('winner.many', { names, context: winners.includes(you) ? 'you' : undefined });
}
