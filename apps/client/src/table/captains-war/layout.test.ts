// Sheet slots: yours large on the left, rivals as compact cards beside it, every slot inside the canvas and none overlapping.
import { TABLE_HEIGHT, TABLE_WIDTH, TRAY_HEIGHT, sheetLayout } from './layout';

describe('sheetLayout', () => {
  it('gives the focus sheet the large slot and the rival a compact card in a duel', () => {
    const slots = sheetLayout(2, 1);
    expect(slots[1]?.kind).toBe('full');
    expect(slots[1]?.x).toBe(12);
    expect(slots[0]?.kind).toBe('compact');
    expect(slots[0]?.w).toBeLessThan((slots[1]?.w ?? 0) / 2);
  });

  it.each([2, 3, 4, 5, 6])('fits %i captains inside the canvas without overlaps', (captains) => {
    for (let focus = 0; focus < captains; focus += 1) {
      const slots = sheetLayout(captains, focus);
      expect(slots).toHaveLength(captains);
      for (const s of slots) {
        expect(s.x).toBeGreaterThanOrEqual(0);
        expect(s.y).toBeGreaterThanOrEqual(TRAY_HEIGHT);
        expect(s.x + s.w).toBeLessThanOrEqual(TABLE_WIDTH);
        expect(s.y + s.h).toBeLessThanOrEqual(TABLE_HEIGHT);
        expect(s.h).toBeGreaterThan(50);
      }
      for (const [i, a] of slots.entries()) {
        for (const b of slots.slice(i + 1)) {
          const apart = a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
          expect(apart).toBe(true);
        }
      }
      expect(slots.filter((s) => s.kind === 'compact')).toHaveLength(captains - 1);
    }
  });
});
