// A few SVG builders for the "How to play" figures. Figures are our own constant drawings (no player text goes
// in), written as markup strings; colours come from classes styled with the theme's CSS variables
// (how-to-play.css), so each page takes its game's palette.

/** Escapes text drawn in a figure. */
export function esc(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
}

/** A whole figure: its own coordinate box, scaled to the page's width by CSS. */
export function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" class="learn-svg">${body}</svg>`;
}

export function text(
  x: number,
  y: number,
  words: string,
  cls = 't-ink',
  anchor: 'start' | 'middle' | 'end' = 'middle',
  size = 16,
): string {
  return `<text x="${x}" y="${y}" class="${cls}" text-anchor="${anchor}" font-size="${size}">${esc(words)}</text>`;
}

export function rect(x: number, y: number, w: number, h: number, cls: string, r = 0): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" class="${cls}"/>`;
}

export function circle(x: number, y: number, r: number, cls: string): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" class="${cls}"/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, cls = 's-ink'): string {
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" class="${cls}"/>`;
}

export function path(d: string, cls: string): string {
  return `<path d="${d}" class="${cls}"/>`;
}

/** Moves a drawing made around (0, 0). */
export function at(x: number, y: number, body: string, scale = 1): string {
  return `<g transform="translate(${x} ${y})${scale === 1 ? '' : ` scale(${scale})`}">${body}</g>`;
}

/** An arrow from one point to another (a straight shaft, a head at the end). */
export function arrow(x1: number, y1: number, x2: number, y2: number, cls = 's-accent'): string {
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const head = (turn: number): string =>
    `${(x2 - 12 * Math.cos(angle + turn)).toFixed(1)},${(y2 - 12 * Math.sin(angle + turn)).toFixed(1)}`;
  return `${line(x1, y1, x2, y2, cls)}<polyline points="${head(0.45)} ${x2},${y2} ${head(-0.45)}" class="${cls} f-none"/>`;
}

/** A paper panel with a soft edge: the figures' sheets, cards and boards sit on it. */
export function paper(x: number, y: number, w: number, h: number, r = 10): string {
  return rect(x, y, w, h, 'f-paper s-soft', r);
}

/** A highlight ring: what the example is about. */
export function ring(x: number, y: number, r: number): string {
  return circle(x, y, r, 'f-none s-accent-wide');
}

/**
 * Text that must stay within `room` units: drawn at `size` when it fits (by a rough width per letter), else at the
 * size that fits, so that a longer translation keeps the drawing's layout. Each room is at least what the English
 * words take, so English is drawn at its own size.
 */
export function fitted(
  x: number,
  y: number,
  words: string,
  cls: string,
  anchor: 'start' | 'middle' | 'end',
  size: number,
  room: number,
): string {
  const perLetter = cls.includes('bold') || cls.includes('title') ? 0.6 : 0.53;
  const wide = [...words].length * size * perLetter;
  const fits = wide <= room ? size : Math.floor((size * room * 10) / wide) / 10;
  return text(x, y, words, cls, anchor, fits);
}
