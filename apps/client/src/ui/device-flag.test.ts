import { readFlag, saveFlag } from './device-flag';

function memory(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('device flags', () => {
  it('remembers a choice until it is changed', () => {
    const storage = memory();
    expect(readFlag('flotilla.hideCode', storage)).toBe(false);
    saveFlag('flotilla.hideCode', true, storage);
    expect(readFlag('flotilla.hideCode', storage)).toBe(true);
    saveFlag('flotilla.hideCode', false, storage);
    expect(readFlag('flotilla.hideCode', storage)).toBe(false);
  });

  it('survives a storage that refuses (private mode)', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => saveFlag('k', true, refusing)).not.toThrow();
    expect(readFlag('k', refusing)).toBe(false);
    expect(readFlag('k', null)).toBe(false);
  });
});
