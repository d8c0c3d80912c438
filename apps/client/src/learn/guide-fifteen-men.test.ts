// 15 Men's "How to play" in French: the same page as in English — sections, blocks of the same kinds, figures —
// with every word of it in French (its figures' words included).
import i18next from 'i18next';
import { ensureNamespaces } from '../i18n/i18n';
import type { Block, Guide } from './guide';
import { fifteenMenGuide } from './content/fifteen-men';

/** A block's kind and size: a paragraph, an example, a list of n entries, a table of rows × columns. */
function shape(block: Block): string {
  if (typeof block === 'string') return 'paragraph';
  if ('list' in block) return `list ${block.list.length}${block.ordered ? ' ordered' : ''}`;
  if ('example' in block) return 'example';
  return `table ${block.table.map((row) => row.length).join('×')}${block.caption ? ' captioned' : ''}`;
}

function outline(guide: Guide): unknown {
  return guide.sections.map((s) => ({
    id: s.id,
    blocks: s.blocks.map(shape),
    figures: (s.figures ?? []).length,
  }));
}

/** A figure's drawing without its words and their sizes: what must not change with the language. */
function drawing(svg: string): string {
  return svg.replace(/font-size="[\d.]+">[^<]*</g, '><');
}

/** Every word a reader sees: tagline, facts, blocks, captions and the figures' texts (not the sections' ids). */
function wordsOf(guide: Guide): unknown {
  return [
    guide.tagline,
    guide.facts,
    guide.sections.map((s) => [
      s.blocks,
      (s.figures ?? []).map((f) => [
        f.caption,
        [...f.svg.matchAll(/<text [^>]*>([^<]*)</g)].map((m) => m[1]),
      ]),
    ]),
  ];
}

describe('15 Men’s guide in French', () => {
  let english: Guide;
  let french: Guide;

  beforeAll(async () => {
    await ensureNamespaces(['learn', 'learnFifteenMen']);
    english = fifteenMenGuide();
    await i18next.changeLanguage('fr');
    await ensureNamespaces(['learn', 'learnFifteenMen']);
    french = fifteenMenGuide();
  });

  afterAll(async () => {
    await i18next.changeLanguage('en');
  });

  it('has the same sections, blocks and figures as the English one', () => {
    expect(french.game).toBe('fifteen-men');
    expect(outline(french)).toEqual(outline(english));
    expect(french.facts.length).toBe(english.facts.length);
    const figures = (guide: Guide) => guide.sections.flatMap((s) => s.figures ?? []);
    expect(figures(french).map((f) => drawing(f.svg))).toEqual(figures(english).map((f) => drawing(f.svg)));
  });

  it('is in French, words of the figures included', () => {
    expect(french.tagline).not.toBe(english.tagline);
    const frenchFigures = french.sections.flatMap((s) => s.figures ?? []);
    const englishFigures = english.sections.flatMap((s) => s.figures ?? []);
    frenchFigures.forEach((figure, i) => {
      expect(figure.caption).not.toBe(englishFigures[i]?.caption);
      expect(figure.svg).not.toBe(englishFigures[i]?.svg);
    });
    const words = JSON.stringify(wordsOf(french));
    expect(words).toContain('Fusillade');
    for (const english of ['Showdown', 'mutineer', 'doubloon', 'Purple', 'look at him', 'Victory Points'])
      expect(words).not.toContain(english);
  });
});
