// Issue 32 item 16: seats stay apart for colour-blind eyes, and never by colour alone.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SEAT_COLOURS } from '@flotilla/protocol';
import { deltaE2000, seenAs, type Vision } from './colour-vision';
import i18next from 'i18next';
import { SEAT_LOOKS, seatColourName, seatLook, seatShapePoints } from './seat-colours';

const VISIONS: ReadonlyArray<Vision> = ['normal', 'protanopia', 'deuteranopia', 'tritanopia'];
/** CIEDE2000: about 2 is just noticeable; the old orange, gold and yellow came to 3.8 under protanopia. */
const APART = 12;
const ids = [...SEAT_COLOURS, 'legend'] as const;

describe('seat colours', () => {
  it.each(VISIONS)('are pairwise at least ΔE2000 %s-apart under %s (the Legend included)', (vision) => {
    const close: string[] = [];
    ids.forEach((a, i) =>
      ids.slice(i + 1).forEach((b) => {
        const d = deltaE2000(seenAs(SEAT_LOOKS[a].hex, vision), seenAs(SEAT_LOOKS[b].hex, vision));
        if (d < APART) close.push(`${a}/${b} ${d.toFixed(1)}`);
      }),
    );
    expect(close).toEqual([]);
  });

  it('simulates a deficiency as the model says: pure red and green meet for a deuteranope, not for others', () => {
    const redGreen = (vision: Vision) => deltaE2000(seenAs(0xcc0000, vision), seenAs(0x559900, vision));
    expect(redGreen('deuteranopia')).toBeLessThan(redGreen('normal') / 3);
    expect(deltaE2000(seenAs(0x123456, 'normal'), seenAs(0x123456, 'normal'))).toBe(0);
  });

  it('give every seat its own name and shape, so that colour is never the only mark', () => {
    expect(new Set(ids.map((id) => SEAT_LOOKS[id].shape)).size).toBe(ids.length);
    expect(new Set(ids.map((id) => SEAT_LOOKS[id].name)).size).toBe(ids.length);
    for (const id of ids) {
      const points = seatShapePoints(SEAT_LOOKS[id].shape, 0, 0, 10);
      expect(points.length).toBeGreaterThanOrEqual(3);
      for (const p of points) expect(Math.hypot(p.x, p.y)).toBeLessThanOrEqual(16);
    }
  });

  it('are the colours the lobby’s stylesheet paints', () => {
    const css = readFileSync(path.join(__dirname, '../../styles.css'), 'utf8');
    for (const id of SEAT_COLOURS) {
      const rule = new RegExp(`\\.seat-${id} \\{\\s*--seat: #([0-9a-f]{6});`).exec(css);
      expect([id, rule?.[1]]).toEqual([id, SEAT_LOOKS[id].hex.toString(16).padStart(6, '0')]);
    }
  });

  it('say their names in the reader’s language, each seat’s apart in French too', async () => {
    expect(seatColourName('crimson')).toBe('vermilion');
    expect(SEAT_LOOKS.gold.name).toBe('blossom pink');
    expect(seatLook('tartan').name).toBe('grey');
    try {
      await i18next.changeLanguage('fr');
      expect(SEAT_LOOKS.crimson.name).toBe('vermillon');
      expect(new Set(ids.map((id) => seatColourName(id))).size).toBe(ids.length);
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
