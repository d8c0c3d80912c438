import { awaitedWords } from './awaited-words';

const names = ['Anne', 'Bart', 'Cleo'];
const name = (seat: number): string => names[seat] ?? '?';

describe('awaitedWords', () => {
  it('names exactly the awaited seats, the viewer as "you"', () => {
    expect(awaitedWords([0], 0, name)).toBe('your move');
    expect(awaitedWords([1], 0, name)).toBe('Bart to play');
    expect(awaitedWords([1], null, name)).toBe('Bart to play');
    expect(awaitedWords([2, 0], 0, name)).toBe('waiting for you and Cleo');
    expect(awaitedWords([1, 2], 0, name)).toBe('waiting for Bart and Cleo');
    expect(awaitedWords([0, 1, 2], null, name)).toBe('waiting for Anne, Bart and Cleo');
    expect(awaitedWords([], 0, name)).toBe('');
  });

  it("speaks in a game's own phrases for one seat", () => {
    const phrases = { yours: 'your choice', theirs: (n: string) => `${n} is choosing` };
    expect(awaitedWords([0], 0, name, phrases)).toBe('your choice');
    expect(awaitedWords([2], 0, name, phrases)).toBe('Cleo is choosing');
  });
});
