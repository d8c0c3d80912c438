import { listed, personWords } from './words';

describe('listed', () => {
  it('joins names as a sentence does', () => {
    expect(listed([])).toBe('');
    expect(listed(['you'])).toBe('you');
    expect(listed(['you', 'Bot 2'])).toBe('you and Bot 2');
    expect(listed(['Anne', 'Bart', 'Cora'])).toBe('Anne, Bart and Cora');
  });
});

describe('personWords', () => {
  it('calls the viewer "you", with the verb to match, and everyone else by name', () => {
    const names = ['Anne', 'Bart'];
    const { who, whom, whose, Whose, does } = personWords(
      (seat) => seat === 0,
      (seat) => names[Number(seat)] ?? '?',
    );
    expect(`${who(0)} ${does(0, 'gives', 'give')} a card to ${whom(1)}.`).toBe('You give a card to Bart.');
    expect(`${who(1)} ${does(1, 'gives', 'give')} a card to ${whom(0)}.`).toBe('Bart gives a card to you.');
    expect(`${Whose(0)} turn; ${whose(1)} pirate`).toBe("Your turn; Bart's pirate");
  });
});
