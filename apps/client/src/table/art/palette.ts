// The table's colours: the seats' (see seat-colours.ts), plus the sheet's inks.
import { seatLook } from './seat-colours';

export const INK = {
  sea: 0x0e2a3b,
  felt: 0x123a4f,
  paper: 0xf3e6c8,
  paperDim: 0xd9c9a4,
  ink: 0x2b2118,
  inkSoft: 0x7a6a55,
  red: 0xc0392b,
  gold: 0xd4a017,
  highlight: 0xffe38a,
  /** A shot's aim: the target's frame and the line to it (bright, on the felt). */
  aim: 0xff4d4d,
  /** What this player has picked (a doubloon, a card), apart from what may be picked (`highlight`). */
  picked: 0x56b4e9,
  /** Brass trim: a badge's rim, a card's frame. */
  brass: 0xc9a66b,
  /** Dark grounds under words: a panel, a badge. */
  night: 0x0b1d28,
  soot: 0x111111,
  tar: 0x1b120a,
} as const;

export const RESOURCE_HEX: Record<string, number> = {
  pearl: 0xf5f5f0,
  wood: 0x9a6332,
  gem: 0x2ecc71,
  barrel: 0x7f5539,
  joker: 0xb58cff,
};

export function css(hex: number): string {
  return `#${hex.toString(16).padStart(6, '0')}`;
}

export function seatHex(colour: string): number {
  return seatLook(colour).hex;
}
