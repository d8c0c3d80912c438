import { listed } from './words';

describe('listed', () => {
  it('joins names as a sentence does', () => {
    expect(listed([])).toBe('');
    expect(listed(['you'])).toBe('you');
    expect(listed(['you', 'Bot 2'])).toBe('you and Bot 2');
    expect(listed(['Anne', 'Bart', 'Cora'])).toBe('Anne, Bart and Cora');
  });
});
