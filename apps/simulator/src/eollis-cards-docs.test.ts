// The card lists in docs/rules/eollis.md are the ones the rules play: the tables are read and compared.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eventCards, missionCards } from '@flotilla/rules/eollis';

const docs = readFileSync(path.resolve(__dirname, '../../../docs/rules/eollis.md'), 'utf8');

/** The rows of the table whose first cell is a code span starting with `prefix`, split into cells. */
function rows(prefix: string): string[][] {
  return docs
    .split('\n')
    .filter((line) => line.startsWith(`| \`${prefix}`))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim().replace(/^`|`$/g, '')),
    );
}

describe('docs/rules/eollis.md card lists', () => {
  it('lists every Event with its damage, trial, threshold and cagnotte', () => {
    const documented = rows('ev-').map(([id, , damage, trial, threshold, , , cagnotte]) => ({
      id,
      damage: Number(damage),
      skill: trial,
      threshold: Number(threshold),
      cagnotte: Number(cagnotte),
    }));
    expect(documented).toEqual(
      eventCards.map(({ id, damage, skill, threshold, cagnotte }) => ({
        id,
        damage,
        skill,
        threshold,
        cagnotte,
      })),
    );
  });

  it('lists every Secret Mission with its renown and the condition printed on the card', () => {
    const documented = rows('m-').map(([kind, name, renown, text]) => ({
      kind,
      name,
      renown: Number(renown),
      text,
    }));
    expect(documented).toEqual(
      missionCards.map(({ kind, name, renown, text }) => ({ kind, name, renown, text })),
    );
  });
});
