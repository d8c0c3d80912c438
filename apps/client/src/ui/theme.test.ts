// The theme's promises (theme.ts, docs/art.md): text reads at WCAG AAA on its surfaces, and each game's colours that
// carry meaning stay apart for colour-blind eyes (simulated with the seat colours' model).
import { deltaE2000, seenAs, type Vision } from '../table/art/colour-vision';
import { APP, GAME_PALETTES, hex, themeCss, type GamePalette } from './theme';

const VISIONS: ReadonlyArray<Vision> = ['normal', 'protanopia', 'deuteranopia', 'tritanopia'];
/** CIEDE2000, as the seat colours' test: about 2 is just noticeable, 12 is apart at a glance. */
const APART = 12;
/** Gold (coins) beside the highlight: told apart by lightness and by the coin's drawn shape, never by hue alone. */
const NEAR_BUT_APART = 8;

/** WCAG 2 relative luminance of 0xRRGGBB. */
function luminance(colour: number): number {
  const channel = (shift: number): number => {
    const c = ((colour >> shift) & 255) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
}

/** WCAG 2 contrast ratio, 1 to 21. */
function contrast(a: number, b: number): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const games = Object.entries(GAME_PALETTES) as ReadonlyArray<[string, GamePalette]>;

describe('contrast', () => {
  it('measures as WCAG does', () => {
    expect(contrast(0x000000, 0xffffff)).toBeCloseTo(21, 5);
    expect(contrast(0x777777, 0x777777)).toBe(1);
  });

  it.each(games)(
    '%s: ink on its cards and sheets reads at 7:1, the soft ink and the alarm at 4.5:1',
    (_, p) => {
      expect(contrast(p.ink, p.surface)).toBeGreaterThanOrEqual(7);
      // Secondary words (a cost, a caption) and red losses on parchment: AA for text, as theme.ts says.
      expect(contrast(p.inkSoft, p.surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(p.alarm, p.surface)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(games)('%s: the highlight and the app text read at 7:1 on the felt', (_, p) => {
    expect(contrast(p.accent, p.felt)).toBeGreaterThanOrEqual(7);
    expect(contrast(APP.text, p.felt)).toBeGreaterThanOrEqual(7);
    expect(contrast(APP.text, p.feltLight)).toBeGreaterThanOrEqual(4.5);
  });

  it('the DOM: text, muted text, brass and errors at 7:1 on the sea, and ink at 7:1 on a brass button', () => {
    for (const colour of [APP.text, APP.muted, APP.brass, APP.error, APP.focus])
      expect(contrast(colour, APP.sea)).toBeGreaterThanOrEqual(7);
    // Cards and panels are sea2 or darker.
    for (const colour of [APP.text, APP.muted]) expect(contrast(colour, APP.sea2)).toBeGreaterThanOrEqual(7);
    expect(contrast(APP.ink, APP.paper)).toBeGreaterThanOrEqual(7);
    expect(contrast(0x1b1400, APP.brass)).toBeGreaterThanOrEqual(7);
  });
});

describe('colour-blind safety', () => {
  const distance = (a: number, b: number, vision: Vision): number =>
    deltaE2000(seenAs(a, vision), seenAs(b, vision));

  it.each(games)('%s: highlight, alarm and gold stay apart from each other and from the felt', (_, p) => {
    const close: string[] = [];
    for (const vision of VISIONS) {
      const pairs: ReadonlyArray<[string, number, number, number]> = [
        ['accent/alarm', p.accent, p.alarm, APART],
        ['alarm/gold', p.alarm, p.gold, APART],
        ['accent/felt', p.accent, p.felt, APART],
        ['alarm/felt', p.alarm, p.felt, APART],
        ['gold/felt', p.gold, p.felt, APART],
        ['alarm/surface', p.alarm, p.surface, APART],
        ['accent/gold', p.accent, p.gold, NEAR_BUT_APART],
      ];
      for (const [name, a, b, least] of pairs) {
        const d = distance(a, b, vision);
        if (d < least) close.push(`${vision} ${name} ${d.toFixed(1)}`);
      }
    }
    expect(close).toEqual([]);
  });
});

describe('themeCss', () => {
  it('gives the DOM every token, and a game its palette', () => {
    const vars = themeCss('eollis');
    expect(vars['--type-body']).toBe('16px');
    expect(vars['--space-m']).toBe('12px');
    expect(vars['--app-sea-2']).toBe(hex(APP.sea2));
    expect(vars['--motion-reveal-hold']).toBe('2200ms');
    expect(vars['--game-felt-light']).toBe(hex(GAME_PALETTES.eollis.feltLight));
    expect(themeCss()['--game-felt']).toBeUndefined();
  });
});
