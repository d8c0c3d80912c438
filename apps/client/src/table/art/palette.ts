// The table's colours: seat colours chosen to stay apart for colour-blind eyes, plus the sheet's inks.

export const SEAT_HEX: Record<string, number> = {
  crimson: 0xd55e00,
  gold: 0xf0c419,
  teal: 0x009e73,
  violet: 0x9b7fe0,
  orange: 0xe69f00,
  sky: 0x56b4e9,
  lime: 0xa6d854,
  rose: 0xcc79a7,
  legend: 0xbbbbbb,
};

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
  return SEAT_HEX[colour] ?? 0x888888;
}
