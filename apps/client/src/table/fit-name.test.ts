// Fitting a name's line to its box: smaller, then narrower, then cut with "…" — the name only, never its words.
import { LIMITS } from '@flotilla/protocol';
import { fitNameLine, type Measure } from './fit-name';

/** Every letter is `size` × 0.6 wide in face 0 and `size` × 0.45 in face 1 (a narrower face). */
const measure: Measure = (words, size, face) => [...words].length * size * (face === 0 ? 0.6 : 0.45);

describe('fitNameLine', () => {
  const longest = 'W'.repeat(LIMITS.nameLength.max);
  const choosing = (name: string): string => `${name} · choosing`;

  it('keeps the size when the line fits', () => {
    expect(fitNameLine({ name: 'Anne', line: choosing, room: 200, size: 14, minSize: 12 }, measure)).toEqual({
      words: 'Anne · choosing',
      size: 14,
      face: 0,
      cut: false,
    });
  });

  it('shrinks to the largest size that fits, not below the floor', () => {
    // 15 letters: 15 × 13 × 0.6 = 117 fits 120; at 14 it is 126.
    const fit = fitNameLine({ name: 'Anne', line: choosing, room: 120, size: 14, minSize: 12 }, measure);
    expect(fit).toMatchObject({ words: 'Anne · choosing', size: 13, cut: false });
  });

  it('tries the narrower face before it cuts', () => {
    const fit = fitNameLine(
      { name: 'Anne', line: choosing, room: 95, size: 14, minSize: 12, faces: 2 },
      measure,
    );
    expect(fit).toMatchObject({ words: 'Anne · choosing', face: 1, cut: false });
    expect(fit.size).toBeGreaterThanOrEqual(12);
  });

  it('cuts the longest allowed name, keeping the words around it, within the room', () => {
    const room = 138;
    const fit = fitNameLine(
      { name: longest, line: choosing, room, size: 14, minSize: 12, faces: 2 },
      measure,
    );
    expect(fit.cut).toBe(true);
    expect(fit.size).toBe(12);
    expect(fit.words).toMatch(/^W+… · choosing$/u);
    expect(measure(fit.words, fit.size, fit.face)).toBeLessThanOrEqual(room);
    // One letter more would not fit: the cut keeps as much of the name as the room allows.
    const more = fit.words.replace('…', 'W…');
    expect(measure(more, fit.size, fit.face)).toBeGreaterThan(room);
  });

  it('never splits a letter, and leaves no space before the ellipsis', () => {
    const fit = fitNameLine({ name: 'Zoë Ann Brontë Kowalska', room: 60, size: 14, minSize: 12 }, measure);
    expect(fit.words).toBe('Zoë Ann…');
    // A decomposed "ë" is two code points; "Zoe…" would fit the room, but the e keeps its diaeresis or goes.
    const decomposed = fitNameLine({ name: 'Zoe\u0308 Ann', room: 30, size: 14, minSize: 12 }, measure);
    expect(decomposed.words).toBe('Zo…');
  });

  it('shows the ellipsis alone when not one letter fits', () => {
    expect(fitNameLine({ name: longest, room: 4, size: 14, minSize: 12 }, measure).words).toBe('…');
  });
});
