import { LOG_LINES_KEPT, loadLog, saveLog } from './log-memory';

function memory(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    clear: () => items.clear(),
    key: () => null,
    length: 0,
  };
}

describe('the log kept across a reload', () => {
  it('gives back the lines of the same table, the latest ones, and nothing of another', () => {
    const storage = memory();
    const lines = Array.from({ length: LOG_LINES_KEPT + 5 }, (_, i) => ({ n: i + 1, text: `line ${i + 1}` }));
    saveLog('room-a', lines, storage);
    const back = loadLog('room-a', storage);
    expect(back).toHaveLength(LOG_LINES_KEPT);
    expect(back.at(-1)).toEqual({ n: LOG_LINES_KEPT + 5, text: `line ${LOG_LINES_KEPT + 5}` });
    expect(loadLog('room-b', storage)).toEqual([]);
  });

  it('reads a corrupt entry as no log', () => {
    const storage = memory();
    storage.setItem('flotilla.log.room-a', '{not json');
    expect(loadLog('room-a', storage)).toEqual([]);
    storage.setItem('flotilla.log.room-a', JSON.stringify([{ n: 'x' }, { n: 2, text: 'ok' }]));
    expect(loadLog('room-a', storage)).toEqual([{ n: 2, text: 'ok' }]);
  });
});
