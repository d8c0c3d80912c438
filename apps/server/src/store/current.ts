// The running server's store; the app opens it at start, rooms and routes read it here (tests replace it).
import { noStore } from './no-store';
import type { TableStore } from './types';

export const tableStore: { current: TableStore } = { current: noStore };
