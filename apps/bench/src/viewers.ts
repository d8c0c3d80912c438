// Broadcast viewers for the bench (`--viewers N`): N colyseus.js clients on the TV's audience link of one table
// (the table with the most people that started first), decoding every patch as a broadcast page would. They run in
// the bench's own process, beside the bots: on one machine their decoding competes for the same cores.
import { TableState } from '@flotilla/protocol';
import { Client, type Room } from 'colyseus.js';
import { HOST } from './child';

export interface Viewers {
  /** The link's delay: its first patch arrives only that long after the table's first step. */
  readonly delaySeconds: number;
  /** Patches the viewers decoded so far, all together. */
  patches(): number;
  close(): Promise<void>;
}

export async function openViewers(port: number, count: number): Promise<Viewers> {
  const response = await fetch(`http://${HOST}:${port}/api/tv`);
  const tv = (await response.json()) as { token: string | null; delaySeconds?: number };
  if (tv.token === null) throw new Error('viewers: no public table is being played');
  const client = new Client(`ws://${HOST}:${port}`);
  const rooms: Room[] = [];
  let patches = 0;
  for (let i = 0; i < count; i++) {
    // The state's own class, as the bots do: no reflected classes per viewer.
    const room = await client.joinOrCreate('broadcast', { token: tv.token }, TableState);
    room.onStateChange(() => patches++);
    room.onMessage('*', () => undefined);
    rooms.push(room);
  }
  return {
    delaySeconds: tv.delaySeconds ?? 0,
    patches: () => patches,
    async close() {
      await Promise.all(rooms.map((room) => room.leave().catch(() => undefined)));
    },
  };
}
