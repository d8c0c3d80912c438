// Captains' War's "How to play" in French: the same page as in English — sections, blocks of the same kinds,
// figures — in French words, its figures' words too; and English drawn exactly as before.
import i18next from 'i18next';
import { ensureNamespaces } from '../i18n/i18n';
import type { Block, Guide } from './guide';
import { captainsWarGuide } from './content/captains-war';

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

/** Every word drawn in a figure. */
const drawnWords = (guide: Guide): string[] =>
  guide.sections.flatMap((s) =>
    (s.figures ?? []).flatMap((f) => [...f.svg.matchAll(/>([^<]+)</g)].map((m) => m[1] ?? '')),
  );

/** Every font size a figure's words are drawn at. */
const sizes = (guide: Guide): number[] =>
  guide.sections.flatMap((s) =>
    (s.figures ?? []).flatMap((f) => [...f.svg.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1]))),
  );

describe('Captains’ War, how to play in French', () => {
  let english: Guide;
  let french: Guide;

  beforeAll(async () => {
    await ensureNamespaces(['learn', 'learnCaptainsWar']);
    english = captainsWarGuide();
    try {
      await i18next.changeLanguage('fr');
      french = captainsWarGuide();
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('has the same sections, blocks of the same kinds and the same figures as in English', () => {
    expect(french.game).toBe('captains-war');
    expect(outline(french)).toEqual(outline(english));
    expect(french.facts.length).toBe(english.facts.length);
  });

  it('is written in French, its figures too, and still readable', () => {
    expect(french.tagline).not.toBe(english.tagline);
    const captions = (guide: Guide) => guide.sections.flatMap((s) => (s.figures ?? []).map((f) => f.caption));
    for (const [i, caption] of captions(french).entries()) expect(caption).not.toBe(captions(english)[i]);
    const words = drawnWords(french);
    expect(words).toEqual(
      expect.arrayContaining([
        'Votre feuille',
        'Coffre',
        'Attributs',
        'Radeau',
        'Défenseur',
        '3 PO',
        '15 PR',
      ]),
    );
    expect(words).toContain('Radeau\u00a0?');
    expect(words.join(' ')).not.toMatch(/\bGP\b|\bRP\b|Strength|learnCaptainsWar/);
    // A longer French word is drawn smaller to keep its place, never too small to read.
    expect(Math.min(...sizes(french))).toBeGreaterThanOrEqual(10);
    // English words fit their room: none is drawn smaller than its own whole size.
    expect(sizes(english).every(Number.isInteger)).toBe(true);
    // English is back for the tests that follow.
    expect(captainsWarGuide().tagline).toBe(english.tagline);
  });
});
