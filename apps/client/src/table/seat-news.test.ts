import { seatNews, timedOut } from './seat-news';

const seat = (name: string, occupant: string, connected: boolean) => ({ name, occupant, connected });

describe('seatNews', () => {
  it('tells the others who dropped, came back, left for a bot or took their seat back', () => {
    const you = seat('You', 'human', true);
    const before = [you, seat('Anne', 'human', true), seat('Bart', 'human', false)];
    expect(seatNews(before, [you, seat('Anne', 'human', false), seat('Bart', 'human', true)], 0)).toEqual([
      'Anne lost their connection: the table waits a little for them.',
      'Bart is back.',
    ]);
    expect(seatNews([seat('Anne', 'human', false)], [seat('Anne', 'bot', false)], null)).toEqual([
      'Anne has left: a bot plays their seat until they come back.',
    ]);
    expect(seatNews([seat('Anne', 'bot', false)], [seat('Anne', 'human', true)], null)).toEqual([
      'Anne takes their seat back from the bot.',
    ]);
  });

  it('says nothing when nothing changed, of bots, or of the viewer itself', () => {
    const table = [seat('You', 'human', true), seat('Bot 2', 'bot', false)];
    expect(seatNews(table, table, 0)).toEqual([]);
    expect(seatNews([seat('You', 'human', true)], [seat('You', 'human', false)], 0)).toEqual([]);
  });
});

describe('timedOut', () => {
  it('is a move made for the viewer while it sent none', () => {
    expect(timedOut(3, 4, false)).toBe(true);
    expect(timedOut(3, 4, true)).toBe(false);
    expect(timedOut(3, 3, false)).toBe(false);
  });
});
