// A whole recorded game of each game, told in French as the log of the first seat tells it (its "vous" forms, its
// own secrets), checked line by line against the expected text in `recorded-logs/<game>.fr.txt`; and the same log in
// English keeps no line the same in both languages but names and numbers. `UPDATE_LOGS=1 npx jest recorded-logs`
// writes the files again after a deliberate change of words: read the difference before keeping it.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import type { GameEvent } from '../net/connection';
import { played } from '../replay/recorded-game';
import { Replay } from '../replay/replay-model';
import { replayTableState } from '../replay/replay-table';
import * as captainsWar from '../table/captains-war/labels';
import { tableModel as captainsWarModel } from '../table/captains-war/model';
import * as eollis from '../table/eollis/labels';
import { eollisModel } from '../table/eollis/model';
import * as fifteenMen from '../table/fifteen-men/labels';
import { tableModel as fifteenMenModel } from '../table/fifteen-men/model';
import type { TableState } from '@flotilla/protocol';
import { ensureNamespaces } from './i18n';

type Say = (event: GameEvent, state: TableState) => string | null;

const SAY: Record<string, Say> = {
  'captains-war': (event, state) => captainsWar.eventSentence(event as never, captainsWarModel(state, 0)),
  'fifteen-men': (event, state) => fifteenMen.eventSentence(event as never, fifteenMenModel(state, 0)),
  eollis: (event, state) => eollis.eventSentence(event as never, eollisModel(state, 0)),
};

const SEATS = [
  { name: 'Anne', colour: 'crimson', occupant: 'human' },
  { name: 'Bart', colour: 'teal', occupant: 'bot' },
  { name: 'Cora', colour: 'violet', occupant: 'bot' },
  { name: 'Dirk', colour: 'sky', occupant: 'bot' },
];

/** The log of seat 0 over a whole game played from a fixed seed, in the current language. */
function logOf(gameId: string, seats: number): string[] {
  const { proof } = played(gameId, seats, `recorded-log-${gameId}`);
  const opened = Replay.open(proof);
  if (!opened.ok) throw new Error('the recorded game does not replay');
  const lines: string[] = [];
  for (let step = 1; step <= opened.replay.length; step++) {
    const { state, events } = replayTableState(opened.replay, step, { kind: 'seat', seat: 0 }, SEATS);
    for (const event of events) {
      const sentence = SAY[gameId]?.(event, state) ?? null;
      if (sentence !== null) lines.push(`${step}. ${sentence}`);
    }
  }
  return lines;
}

const GAMES = [
  ['captains-war', 3],
  ['fifteen-men', 4],
  ['eollis', 4],
] as const;

describe.each(GAMES)('the log of a recorded game of %s', (gameId, seats) => {
  const namespaces = [
    'table',
    'captainsWar',
    'captainsWarCards',
    'fifteenMen',
    'fifteenMenCards',
    'eollis',
    'eollisCards',
  ];
  beforeAll(async () => {
    await i18next.changeLanguage('fr');
    await ensureNamespaces(namespaces);
  });
  afterAll(() => i18next.changeLanguage('en'));

  it('reads in French exactly as expected', () => {
    const file = path.join(__dirname, 'recorded-logs', `${gameId}.fr.txt`);
    const french = logOf(gameId, seats);
    if (process.env.UPDATE_LOGS === '1') writeFileSync(file, `${french.join('\n')}\n`);
    expect(french.length).toBeGreaterThan(50);
    expect(french).toEqual(readFileSync(file, 'utf8').trimEnd().split('\n'));
  });

  it('has every line in French: none left as in English but names and numbers, no message key', async () => {
    const french = logOf(gameId, seats);
    await i18next.changeLanguage('en');
    const english = logOf(gameId, seats);
    await i18next.changeLanguage('fr');
    expect(english.length).toBe(french.length);
    const same = french.filter(
      (line, i) => line === english[i] && /[a-z]{3,} [a-z]{3,}/.test(line.replace(/^\d+\. /, '')),
    );
    expect(same).toEqual([]);
    expect(french.filter((line) => /\b[a-z]+[A-Z]\w*\.\w+/.test(line))).toEqual([]);
  });
});
