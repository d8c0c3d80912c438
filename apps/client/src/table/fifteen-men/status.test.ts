// The 15 Men status line, from real states.
import { statusLine } from './table';
import { tableModel } from './model';
import { play, tableFor } from './testing/test-table';

jest.mock('./phaser-table', () => ({ mountFifteenMenTable: () => null }));
jest.mock('./fifteen-men.css', () => ({}), { virtual: true });

describe('statusLine', () => {
  it('says whose choice a prompt waits for in words, "your choice" for the viewer', () => {
    let steps = 0;
    let played = play(4, 'status-1', 0);
    while (played.state.prompt === null && steps < 200) played = play(4, 'status-1', ++steps);
    const prompt = played.state.prompt;
    if (prompt === null) throw new Error('no prompt in 200 steps');
    const mine = tableModel(tableFor(played.state), prompt.seat);
    const other = tableModel(tableFor(played.state), (prompt.seat + 1) % 4);
    if (mine === null || other === null) throw new Error('no model');
    expect(statusLine(mine)).toMatch(/ · your choice$/);
    expect(statusLine(mine)).not.toMatch(/You to choose/);
    const name = other.players[prompt.seat]?.name ?? '?';
    expect(statusLine(other)).toMatch(new RegExp(` · ${name} is choosing$`));
  });
});
