// A line of canvas words that holds a player's name, fitted to its box: smaller type down to a floor, then a
// narrower face, then the name (never the words around it) cut short with "…". Players choose their names, up to
// the protocol's limit, so no box can be sized for every one.
import type Phaser from 'phaser';

const ELLIPSIS = '…';

export interface NameLine {
  /** The name as players chose it. */
  readonly name: string;
  /** The line's words around the name ("{{name}} · choosing"); the name alone when omitted. */
  readonly line?: (name: string) => string;
  /** The widest the line may be. */
  readonly room: number;
  /** The size the line is drawn at when it fits. */
  readonly size: number;
  /** The smallest size it may shrink to, still legible where it is drawn. */
  readonly minSize: number;
  /** How many faces may be tried, the preferred first (e.g. the display face, then a narrower text face). */
  readonly faces?: number;
}

export interface LineFit {
  readonly words: string;
  readonly size: number;
  /** Which of the faces, from 0. */
  readonly face: number;
  /** Whether the name was cut (then the full name belongs in a tooltip). */
  readonly cut: boolean;
}

/** `measure(words, size, face)`: the width of `words` drawn at `size` in face `face`. */
export type Measure = (words: string, size: number, face: number) => number;

/**
 * How a name's line fits its room: in the first face that fits at `minSize` or more, at the largest such size;
 * else in the last face at `minSize`, with as much of the name as fits followed by "…".
 */
export function fitNameLine(fit: NameLine, measure: Measure): LineFit {
  const line = fit.line ?? ((name: string) => name);
  const faces = Math.max(1, fit.faces ?? 1);
  const whole = line(fit.name);
  for (let face = 0; face < faces; face += 1) {
    let size = fit.size;
    while (size >= fit.minSize) {
      const width = measure(whole, size, face);
      if (width <= fit.room) return { words: whole, size, face, cut: false };
      // Type narrows about in proportion to its size: jump near the answer, then step down.
      size = Math.min(size - 1, Math.floor((size * fit.room) / width));
    }
  }
  const face = faces - 1;
  const size = fit.minSize;
  const letters = graphemes(fit.name);
  const cut = (n: number): string => line(`${letters.slice(0, n).join('').trimEnd()}${ELLIPSIS}`);
  // The longest start of the name that fits (at least nothing but the ellipsis).
  let low = 0;
  let high = letters.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (measure(cut(mid), size, face) <= fit.room) low = mid;
    else high = mid - 1;
  }
  return { words: cut(low), size, face, cut: true };
}

/** What a reader sees as one letter (an accented letter, an emoji), so a cut never splits one. */
function graphemes(words: string): string[] {
  if (typeof Intl.Segmenter === 'function')
    return [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(words)].map(
      (s) => s.segment,
    );
  return Array.from(words);
}

/**
 * Fits a Phaser text that shows a name's line: sets its words, size and face (from `families`, the preferred
 * first; its own face when none) and says how it fitted.
 */
export function fitNameText(
  t: Phaser.GameObjects.Text,
  fit: Omit<NameLine, 'faces'>,
  families: ReadonlyArray<string> = [],
): LineFit {
  const measure: Measure = (words, size, face) => {
    const family = families[face];
    if (family !== undefined) t.setFontFamily(family);
    t.setFontSize(size);
    t.setText(words);
    return t.width;
  };
  const result = fitNameLine({ ...fit, faces: families.length }, measure);
  measure(result.words, result.size, result.face);
  return result;
}
