// The replay bar's chapters: each game's rounds, turns or Expeditions, in order, from the start to the end.
import { played } from './recorded-game';
import { Replay } from './replay-model';
import { chaptersOf } from './chapters';

const name = (seat: number) => ['Anne', 'Bart', 'Cora', 'Dan'][seat] ?? `Seat ${seat + 1}`;

describe.each([
  ['captains-war', 3, /^Turn \d+ · (Anne|Bart|Cora)$/],
  ['fifteen-men', 4, /^Turn \d+ · (Anne|Bart|Cora|Dan)’s turn$/],
  ['eollis', 4, /^Expedition [123]( · Event \d+)?$/],
] as const)('the chapters of %s', (gameId, seats, label) => {
  const { game, proof, states } = played(gameId, seats, `chapters-${gameId}`);
  const opened = Replay.open(proof);
  if (!opened.ok) throw new Error('the replay did not open');
  const chapters = chaptersOf(opened.replay, name);

  it('run from the start to the end, in order, each label once', () => {
    expect(chapters[0]?.step).toBe(0);
    expect(chapters[0]?.label).toMatch(/^The start/);
    expect(chapters.at(-1)).toEqual({ step: proof.log.length, label: 'The end' });
    const steps = chapters.map((c) => c.step);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(new Set(chapters.map((c) => c.label)).size).toBe(chapters.length);
    expect(chapters.length).toBeGreaterThan(3);
    for (const chapter of chapters.slice(1, -1)) expect(chapter.label).toMatch(label);
  });

  it('begin where the rules’ own view says a new turn or Expedition begins', () => {
    for (const chapter of chapters.slice(1, -1)) {
      const now = game.view(states[chapter.step], 'spectator') as unknown as Record<string, unknown>;
      const before = game.view(states[chapter.step - 1], 'spectator') as unknown as Record<string, unknown>;
      if (gameId === 'captains-war') expect([now.turn, now.active]).not.toEqual([before.turn, before.active]);
      else if (gameId === 'fifteen-men')
        expect((now.turn as { seat: number }).seat).not.toBe((before.turn as { seat: number } | null)?.seat);
      else if (chapter.label.includes('Event')) expect((now.phase as { kind: string }).kind).toBe('lookout');
      else expect(now.expedition).not.toBe(before.expedition);
    }
  });
});
