// The core's immutable update and event helpers: the copy is new, the input untouched, the audience written last.
import { updated, type Draft } from './draft';
import { emit } from './events';
import type { GameEvent } from './types';

interface Point {
  readonly x: number;
  readonly y: number;
}

const copyPoint = (p: Point): Draft<Point> => ({ x: p.x, y: p.y });

describe('updated', () => {
  it('returns a new record with the changes and leaves the input as it was', () => {
    const before: Point = Object.freeze({ x: 1, y: 2 });
    const after = updated(copyPoint, before, { y: 5 });
    expect(after).toEqual({ x: 1, y: 5 });
    expect(after).not.toBe(before);
    expect(before).toEqual({ x: 1, y: 2 });
  });
});

describe('emit', () => {
  it('adds the event with its audience written last, as a literal ending in `to` would serialise', () => {
    const events: GameEvent<{ type: 'moved'; by: number }>[] = [];
    emit(events, { type: 'moved', by: 1 });
    emit(events, { type: 'moved', by: 2 }, 1);
    expect(JSON.stringify(events)).toBe(
      JSON.stringify([
        { type: 'moved', by: 1, to: 'all' },
        { type: 'moved', by: 2, to: 1 },
      ]),
    );
  });
});
