import { LOG_TABLES_KEPT, loadLog, saveLog } from './log-memory';

function memory(): Storage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    clear: () => items.clear(),
    key: () => null,
    length: 0,
  };
}

describe('the log kept on the device', () => {
  it('gives back the whole game of the same table, from its first line, and nothing of another', () => {
    const storage = memory();
    // A long game: Eollis runs to a thousand lines and more (only the last 80 were kept).
    const lines = Array.from({ length: 1500 }, (_, i) => ({ n: i + 1, text: `line ${i + 1}` }));
    saveLog('room-a', lines, storage);
    const back = loadLog('room-a', storage);
    expect(back).toHaveLength(1500);
    expect(back[0]).toEqual({ n: 1, text: 'line 1' });
    expect(back.at(-1)).toEqual({ n: 1500, text: 'line 1500' });
    expect(loadLog('room-b', storage)).toEqual([]);
  });

  it('keeps the logs of the latest tables only', () => {
    const storage = memory();
    const line = [{ n: 1, text: 'a line' }];
    const rooms = Array.from({ length: LOG_TABLES_KEPT + 2 }, (_, i) => `room-${i}`);
    for (const room of rooms) saveLog(room, line, storage);
    saveLog('room-2', line, storage); // played again: the latest once more
    const kept = rooms.filter((room) => loadLog(room, storage).length > 0);
    expect(kept).toEqual(['room-2', 'room-3', 'room-4']);
    expect([...storage.items.keys()].filter((k) => k.startsWith('flotilla.log.'))).toHaveLength(
      LOG_TABLES_KEPT,
    );
  });

  it('reads a corrupt entry as no log, and works without storage', () => {
    const storage = memory();
    storage.setItem('flotilla.log.room-a', '{not json');
    expect(loadLog('room-a', storage)).toEqual([]);
    storage.setItem('flotilla.log.room-a', JSON.stringify([{ n: 'x' }, { n: 2, text: 'ok' }]));
    expect(loadLog('room-a', storage)).toEqual([{ n: 2, text: 'ok' }]);
    storage.setItem('flotilla.logs', '{not json');
    saveLog('room-b', [{ n: 1, text: 'b' }], storage);
    expect(loadLog('room-b', storage)).toEqual([{ n: 1, text: 'b' }]);
    expect(loadLog('room-a', null)).toEqual([]);
    expect(() => saveLog('room-a', [], null)).not.toThrow();
  });
});
