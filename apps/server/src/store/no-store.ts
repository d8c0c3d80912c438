// A store that keeps nothing: the benchmark's `--store none`, to measure what keeping costs.
import type { TableStore } from './types';

const done = (): Promise<void> => Promise.resolve();

export const noStore: TableStore = {
  kind: 'none',
  createTable: done,
  appendActions: done,
  recordSeating: done,
  recordStart: done,
  recordDeadline: done,
  recordAudience: done,
  touch: done,
  finishTable: done,
  abandonTable: done,
  unfinishedTables: () => Promise.resolve({ tables: [], unreadable: [] }),
  unfinishedRooms: () => Promise.resolve([]),
  finishedGame: () => Promise.resolve(null),
  listFinished: () => Promise.resolve([]),
  unready: () => Promise.resolve(null),
  close: done,
};
