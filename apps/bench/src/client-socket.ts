// The one place the benchmark reaches under colyseus.js's public surface (lint keeps it the only one): the bots
// read each frame off the room's WebSocket before colyseus.js decodes it, to count its bytes and stamp its arrival.
import type { Room } from 'colyseus.js';

export interface Frame {
  readonly data: ArrayBuffer;
}

interface RawSocket {
  onmessage: ((event: Frame) => void) | null;
}

/**
 * Puts `read` in front of the room's own frame handler: `read` gets every frame as its socket is read, and the
 * returned function hands a frame on to colyseus.js to decode. An upgrade that moves the socket breaks here.
 */
export function interceptFrames(room: Room, read: (frame: Frame) => void): (frame: Frame) => void {
  const ws = (room.connection as unknown as { transport?: { ws?: RawSocket } }).transport?.ws;
  const decode = ws?.onmessage;
  if (ws === undefined || decode === undefined || decode === null) {
    throw new Error('cannot reach the colyseus.js WebSocket to count patch bytes');
  }
  ws.onmessage = read;
  return decode;
}
