// The final score table as plain data: one row per printed scoring line, one column per captain (presentation).
import { finalScores } from '@flotilla/protocol/wire';
import type { EndReason, ScoreSheet } from '@flotilla/rules/captains-war';
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

/** The printed scoring lines above the total, in the sheet's order. */
type ScoredLine = Exclude<
  keyof ScoreSheet,
  'captain' | 'attacks' | 'total' | 'navalStrength' | 'navalRank' | 'rank'
>;

const LINES: ReadonlyArray<ScoredLine> = [
  'acquisitions',
  'attributeTrack',
  'boatTrack',
  'attacksInitiated',
  'warBonus',
  'commandBonuses',
  'leftoverResources',
];

/** Every reason the rules end a game for: a reason they add is a type error here until it has words. */
const REASONS: Readonly<Record<EndReason, true>> = {
  fiveBattles: true,
  secondCommandBonus: true,
  lastGold: true,
  lastResource: true,
};

/** Why the game ended, read when shown (the language may change). */
export const END_REASONS: Record<string, string> = Object.defineProperties(
  {},
  Object.fromEntries(
    Object.keys(REASONS).map((reason) => [
      reason,
      { enumerable: true, get: () => cw(`endReason.${reason}`) },
    ]),
  ),
);

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** "Attacks initiated" scores a count: its RP with the count beside it ("0 (2 attacks)"), as the war bonus shows its Strength. */
function attacksCell(sheet: ScoreSheet): string {
  return cw('score.attacks', { rp: signed(sheet.attacksInitiated), count: sheet.attacks });
}

function cell(key: ScoredLine, sheet: ScoreSheet): string {
  if (key === 'warBonus') return cw('score.warBonus', { rp: sheet.warBonus, strength: sheet.navalStrength });
  if (key === 'attacksInitiated') return attacksCell(sheet);
  return String(sheet[key]);
}

/** The rules' final result as the server publishes it, laid out; null when it is missing or malformed. */
export function scoreBoard(raw: string, names: ReadonlyArray<string>): ScoreBoard | null {
  const result = finalScores(raw);
  if (result === null) return null;
  const sheets = result.scores;
  const name = (captain: number): string => names[captain] ?? captainName(captain);
  const columns = sheets.map((s) => ({
    captain: s.captain,
    name: name(s.captain),
    rank: s.rank,
    winner: s.rank === 1,
  }));
  const lines: ScoreLine[] = LINES.filter(
    (key) => key !== 'leftoverResources' || sheets.some((s) => s[key] !== 0),
  ).map((key) => ({ key, label: cw(`score.line.${key}`), values: sheets.map((s) => cell(key, s)) }));
  lines.push({
    key: 'total',
    label: cw('score.line.total'),
    values: sheets.map((s) => String(s.total)),
    total: true,
  });
  lines.push({ key: 'rank', label: cw('score.line.rank'), values: sheets.map((s) => String(s.rank)) });
  return {
    columns,
    lines,
    winners: columns.filter((c) => c.winner).map((c) => c.name),
    reason: END_REASONS[result.reason] ?? result.reason,
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
