import { tipPosition } from './tooltip';

describe('tipPosition', () => {
  const host = { width: 1000, height: 600 };
  const tip = { width: 200, height: 40 };

  it('puts the tip below and right of the pointer when it fits', () => {
    expect(tipPosition({ x: 100, y: 100 }, tip, host)).toEqual({ x: 114, y: 114 });
  });

  it('flips to the left near the right edge and above near the bottom, never past the host', () => {
    expect(tipPosition({ x: 950, y: 590 }, tip, host)).toEqual({ x: 736, y: 536 });
    expect(tipPosition({ x: 5, y: 5 }, { width: 2000, height: 2000 }, host)).toEqual({ x: 0, y: 0 });
  });
});
