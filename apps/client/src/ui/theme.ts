// Flotilla's art direction in one module: type, spacing, colours and motion, read by the DOM (as CSS custom
// properties, see `themeCss`) and by every Phaser scene (as numbers). docs/art.md explains the choices.
import type { GameId } from '@flotilla/rules/game-ids';

export type { GameId };

/** The two bundled faces (@fontsource, loaded in main.ts; nothing is fetched from elsewhere). */
export const FONT = {
  /** Titles, numbers, scores: Cinzel's capitals read like a printed game box and its figures stay legible. */
  display: "'Cinzel', Georgia, serif",
  /** Everything else: Alegreya Sans stays readable down to 12 px and has every French accent. */
  text: "'Alegreya Sans', 'Segoe UI', system-ui, sans-serif",
  mono: 'ui-monospace, monospace',
} as const;

/** The faces a scene waits for before drawing text (Phaser bakes a text's glyphs when it is made). */
export const FONT_FACES = [
  "400 16px 'Alegreya Sans'",
  "700 16px 'Alegreya Sans'",
  "700 16px 'Cinzel'",
] as const;

/**
 * The type scale in CSS pixels at a 1280 px wide table (scenes draw at their design size; the canvas is scaled, so
 * a scene's text is `TYPE.x` in its own units). Nothing a player must read is under `caption`.
 */
export const TYPE = {
  caption: 12,
  small: 14,
  body: 16,
  label: 18,
  heading: 22,
  title: 28,
  display: 40,
} as const;

/** Spacing steps; paddings, gaps and margins use these and nothing in between. */
export const SPACE = { xxs: 2, xs: 4, s: 8, m: 12, l: 16, xl: 24, xxl: 32 } as const;

export const RADIUS = { s: 4, m: 10, l: 16 } as const;

/** Motion timings in ms, and the easings (Phaser's names) that give them intent. */
export const MOTION = {
  /** A button's or a highlight's response. */
  quick: 140,
  /** A piece sliding to its place. */
  travel: 420,
  /** The wind-up before a throw or a shot. */
  anticipation: 180,
  /** Dice in the air before they land. */
  tumble: 900,
  /** How long a reveal stays up, so that a stream's viewers can read it. */
  revealHold: 2200,
  /** A shot's flight. */
  shot: 520,
  ease: {
    settle: 'Cubic.easeOut',
    windUp: 'Back.easeIn',
    land: 'Back.easeOut',
    bounce: 'Bounce.easeOut',
  },
} as const;

/** The app's own colours, around the tables: deep sea, parchment, brass. */
export const APP = {
  sea: 0x0b2230,
  sea2: 0x15394f,
  seaLight: 0x1d4d68,
  paper: 0xf3e6c8,
  paperDim: 0xd9c9a4,
  ink: 0x2b2118,
  inkSoft: 0x6b5b47,
  text: 0xf4efe4,
  muted: 0xb9c7d1,
  brass: 0xf0c419,
  error: 0xffb4a8,
  focus: 0xffe38a,
} as const;

/**
 * One character per game: a felt, a surface for its cards or sheets, the ink on that surface, and two accents.
 * The accents are told apart by lightness as well as hue (they stay distinct under the three colour-vision
 * deficiencies, see theme.test.ts), and the ink keeps 7:1 against the surface.
 */
export interface GamePalette {
  /** The table's background. */
  readonly felt: number;
  readonly feltLight: number;
  /** Cards, sheets, panels. */
  readonly surface: number;
  readonly ink: number;
  readonly inkSoft: number;
  /** Highlights: what may be chosen now. */
  readonly accent: number;
  /** Danger, losses, shots. */
  readonly alarm: number;
  readonly gold: number;
}

export const GAME_PALETTES: Readonly<Record<GameId, GamePalette>> = {
  // A chart table at night: navy felt, logbook paper, brass.
  'captains-war': {
    felt: 0x10293a,
    feltLight: 0x1b4560,
    surface: 0xf3e6c8,
    ink: 0x2b2118,
    inkSoft: 0x6b5b47,
    accent: 0xffd166,
    alarm: 0xb3261e,
    gold: 0xd4a017,
  },
  // A tavern's back room: dark oak, candlelight, old cards.
  'fifteen-men': {
    felt: 0x2a1a12,
    feltLight: 0x4a2f1f,
    surface: 0xf1e2c0,
    ink: 0x24170f,
    inkSoft: 0x6e5844,
    accent: 0xffc857,
    alarm: 0xa4161a,
    gold: 0xe0a526,
  },
  // Dawn sky over the clouds: slate blue, sailcloth, copper balloons.
  eollis: {
    felt: 0x1f3350,
    feltLight: 0x35537a,
    surface: 0xf6ecd6,
    ink: 0x1f1a14,
    inkSoft: 0x66594a,
    accent: 0xffd37a,
    alarm: 0xb5371f,
    gold: 0xd9a21b,
  },
};

/** `#rrggbb` for a colour number. */
export function hex(colour: number): string {
  return `#${colour.toString(16).padStart(6, '0')}`;
}

/** The same tokens as CSS custom properties, for the DOM's stylesheet (set on :root at start-up). */
export function themeCss(game?: GameId): Record<string, string> {
  const vars: Record<string, string> = {
    '--font-display': FONT.display,
    '--font-text': FONT.text,
    '--font-mono': FONT.mono,
  };
  for (const [name, px] of Object.entries(TYPE)) vars[`--type-${name}`] = `${px}px`;
  for (const [name, px] of Object.entries(SPACE)) vars[`--space-${name}`] = `${px}px`;
  for (const [name, px] of Object.entries(RADIUS)) vars[`--radius-${name}`] = `${px}px`;
  for (const [name, colour] of Object.entries(APP)) vars[`--app-${kebab(name)}`] = hex(colour);
  for (const [name, ms] of Object.entries(MOTION))
    if (typeof ms === 'number') vars[`--motion-${kebab(name)}`] = `${ms}ms`;
  if (game)
    for (const [name, colour] of Object.entries(GAME_PALETTES[game]))
      vars[`--game-${kebab(name)}`] = hex(colour);
  return vars;
}

/** Sets the tokens on an element (the document's root, or a table's box for its game's palette). */
export function applyTheme(element: HTMLElement, game?: GameId): void {
  for (const [name, value] of Object.entries(themeCss(game))) element.style.setProperty(name, value);
}

/** Resolves when the bundled faces are ready (at once where the Font Loading API is missing). */
export async function fontsReady(): Promise<void> {
  if (typeof document === 'undefined' || !('fonts' in document)) return;
  await Promise.all(FONT_FACES.map((face) => document.fonts.load(face).catch(() => [])));
}

function kebab(name: string): string {
  return name.replace(/[A-Z0-9]+/g, (part) => `-${part.toLowerCase()}`);
}
