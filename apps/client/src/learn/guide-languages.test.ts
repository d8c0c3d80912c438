// Each game's "How to play" in French: the same page as in English — sections, blocks of the same kinds, figures
// drawn the same — in French words, its figures' words too, never too small to read; and English drawn as before.
import i18next from 'i18next';
import { ensureNamespaces } from '../i18n/i18n';
import type { Block, Guide } from './guide';
import { captainsWarGuide } from './content/captains-war';
import { eollisGuide } from './content/eollis';
import { fifteenMenGuide } from './content/fifteen-men';

/** A block's kind and size: a paragraph, an n-item list, an r×c table (captioned or not), an example. */
function shape(block: Block): string {
  if (typeof block === 'string') return 'paragraph';
  if ('list' in block) return `${block.ordered === true ? 'ordered' : 'list'} ${block.list.length}`;
  if ('example' in block) return 'example';
  return `table ${block.table.map((row) => row.length).join(',')}${block.caption === undefined ? '' : ' captioned'}`;
}

/** The drawing without its words: what must not change between languages. */
const layout = (svg: string): string => svg.replace(/>[^<]*</g, '><').replace(/ font-size="[\d.]+"/g, '');

function outline(guide: Guide) {
  return guide.sections.map((section) => ({
    id: section.id,
    blocks: section.blocks.map(shape),
    figures: (section.figures ?? []).map((figure) => layout(figure.svg)),
  }));
}

const figures = (guide: Guide) => guide.sections.flatMap((s) => s.figures ?? []);

/** Every word drawn in a figure. */
const drawnWords = (guide: Guide): string[] =>
  figures(guide).flatMap((f) => [...f.svg.matchAll(/>([^<]+)</g)].map((m) => m[1] ?? ''));

/** Every font size a figure's words are drawn at. */
const sizes = (guide: Guide): number[] =>
  figures(guide).flatMap((f) => [...f.svg.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1])));

const GUIDES = [
  {
    game: 'captains-war',
    namespace: 'learnCaptainsWar',
    guide: captainsWarGuide,
    drawn: ['Votre feuille', 'Coffre', 'Attributs', 'Radeau', 'Défenseur', '3 PO', '15 PR', 'Radeau\u00a0?'],
    notEnglish: /\bGP\b|\bRP\b|Strength|learnCaptainsWar/,
  },
  {
    game: 'fifteen-men',
    namespace: 'learnFifteenMen',
    guide: fifteenMenGuide,
    drawn: ['Capitaine', 'Fidèle', 'Mutin', 'le pont du navire'],
    notEnglish: /Showdown|mutineer|doubloon|Purple|look at him|Victory Points|learnFifteenMen/,
  },
  {
    game: 'eollis',
    namespace: 'learnEollis',
    guide: eollisGuide,
    drawn: [
      'Capitaine',
      'Vigie',
      'Armurier',
      'Aventure aérienne',
      'Taverne',
      'la cale\u00a0: les pirates sans poste attendent ici',
    ],
    notEnglish: /Lookout|Armourer|Tavern\b|learnEollis/,
  },
] as const;

describe.each(GUIDES)('$game, how to play in French', ({ game, namespace, guide, drawn, notEnglish }) => {
  let english: Guide;
  let french: Guide;

  beforeAll(async () => {
    await ensureNamespaces(['learn', namespace]);
    english = guide();
    try {
      await i18next.changeLanguage('fr');
      await ensureNamespaces(['learn', namespace]);
      french = guide();
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('has the same sections, blocks of the same kinds and the same figures as in English', () => {
    expect(french.game).toBe(game);
    expect(outline(french)).toEqual(outline(english));
    expect(french.facts.length).toBe(english.facts.length);
  });

  it('is written in French, its figures too, never too small to read', () => {
    expect(french.tagline).not.toBe(english.tagline);
    figures(french).forEach((figure, i) => expect(figure.caption).not.toBe(figures(english)[i]?.caption));
    const words = drawnWords(french);
    expect(words).toEqual(expect.arrayContaining([...drawn]));
    expect(words.join(' ')).not.toMatch(notEnglish);
    // A longer French word is drawn smaller to keep its place, never too small to read.
    expect(Math.min(...sizes(french))).toBeGreaterThanOrEqual(10);
    // English words fit their room: none is drawn smaller than its own whole size.
    expect(sizes(english).every(Number.isInteger)).toBe(true);
    // English is back for the tests that follow.
    expect(guide().tagline).toBe(english.tagline);
  });
});
