// The table's text styles: the bundled faces at the theme's sizes, drawn at the canvas's own sharpness.
import type Phaser from 'phaser';
import { FONT, TYPE } from '../../../ui/theme';
import { fitNameText } from '../../fit-name';
import { sharpness } from '../../phaser-host';

export type TypeSize = keyof typeof TYPE;

export interface TypeOptions {
  readonly bold?: boolean;
  readonly align?: 'left' | 'center' | 'right';
  readonly wrap?: number;
  readonly stroke?: string;
  readonly strokeThickness?: number;
}

function style(
  family: string,
  size: TypeSize,
  colour: string,
  options: TypeOptions,
): Phaser.Types.GameObjects.Text.TextStyle {
  return {
    fontFamily: family,
    fontSize: `${TYPE[size]}px`,
    color: colour,
    fontStyle: options.bold ? 'bold' : 'normal',
    align: options.align ?? 'left',
    resolution: sharpness(),
    ...(options.wrap ? { wordWrap: { width: options.wrap, useAdvancedWrap: true } } : {}),
    ...(options.stroke ? { stroke: options.stroke, strokeThickness: options.strokeThickness ?? 4 } : {}),
  };
}

/** Titles, names and figures: Cinzel (always bold, the only weight bundled). */
export function displayStyle(
  size: TypeSize,
  colour: string,
  options: TypeOptions = {},
): Phaser.Types.GameObjects.Text.TextStyle {
  return style(FONT.display, size, colour, { ...options, bold: true });
}

/** Labels and sentences: Alegreya Sans. */
export function textStyle(
  size: TypeSize,
  colour: string,
  options: TypeOptions = {},
): Phaser.Types.GameObjects.Text.TextStyle {
  return style(FONT.text, size, colour, options);
}

/**
 * Keeps a one-line text within `room`: first the caption size, then the narrower text face; never cut with "…"
 * (the hover or the full sheet says the rest).
 */
export function fit(t: Phaser.GameObjects.Text, room: number): Phaser.GameObjects.Text {
  if (t.width <= room) return t;
  t.setFontSize(TYPE.caption);
  if (t.width > room) t.setFontFamily(FONT.text);
  return t;
}

/** Keeps a one-line title within `room`, at `size` when it fits, else just as much smaller as it needs. */
export function fitTitle(t: Phaser.GameObjects.Text, room: number, size: number): Phaser.GameObjects.Text {
  t.setFontSize(size);
  if (t.width > room) t.setFontSize(Math.floor((size * room) / t.width));
  return t;
}

/**
 * Keeps a one-line text that holds a captain's name within `room`: `name` inside `line` ("{{name}} · choosing"),
 * at `size` while it fits, smaller down to `minSize`, then (for a Cinzel text) in the narrower text face, then with
 * the name cut short by "…". Every name on the table goes through here: players choose theirs, up to the protocol's
 * 24 characters. True when the name was cut, so that its hover can give it whole.
 */
export function fitName(
  t: Phaser.GameObjects.Text,
  room: number,
  name: string,
  size: TypeSize,
  line?: (name: string) => string,
  minSize: TypeSize = 'caption',
): boolean {
  const display = String(t.style.fontFamily) === FONT.display;
  const fitted = fitNameText(
    t,
    { name, line, room, size: TYPE[size], minSize: TYPE[minSize] },
    display ? [FONT.display, FONT.text] : [FONT.text],
  );
  return fitted.cut;
}
