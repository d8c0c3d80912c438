// Eollis' "How to play" in French: the same page as in English — sections, blocks of the same kinds, figures —
// in French words, its figures' words too.
import i18next from 'i18next';
import { ensureNamespaces } from '../i18n/i18n';
import type { Block, Guide } from './guide';
import { eollisGuide } from './content/eollis';

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

describe('Eollis, how to play in French', () => {
  let english: Guide;
  let french: Guide;

  beforeAll(async () => {
    await ensureNamespaces(['learn', 'learnEollis']);
    english = eollisGuide();
    try {
      await i18next.changeLanguage('fr');
      french = eollisGuide();
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('has the same sections, blocks of the same kinds and the same figures as in English', () => {
    expect(french.game).toBe('eollis');
    expect(outline(french)).toEqual(outline(english));
    expect(french.facts.length).toBe(english.facts.length);
  });

  it('is written in French, its figures too', () => {
    expect(french.tagline).not.toBe(english.tagline);
    const captions = (guide: Guide) => guide.sections.flatMap((s) => (s.figures ?? []).map((f) => f.caption));
    for (const [i, caption] of captions(french).entries()) expect(caption).not.toBe(captions(english)[i]);
    const words = drawnWords(french);
    expect(words).toContain('la cale\u00a0: les pirates sans poste attendent ici');
    expect(words).toEqual(
      expect.arrayContaining(['Capitaine', 'Vigie', 'Armurier', 'Aventure aérienne', 'Taverne']),
    );
    // English is back for the tests that follow.
    expect(eollisGuide().tagline).toBe(english.tagline);
  });
});
