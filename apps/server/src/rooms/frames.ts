// The frames a joined client may send, checked before Colyseus reads them.
import { Protocol } from '@colyseus/core';
import { unpack } from '@colyseus/msgpackr';
import { decode } from '@colyseus/schema';

/**
 * Why `frame` is not something Colyseus can read, or null when it is. Colyseus ignores a frame with an unknown
 * code (or none) in silence, and closes the connection (4002) on a message whose payload is not MessagePack,
 * which sends a seated player into the reconnection window. Both get an error reply instead, like any other
 * malformed message. The payload is decoded twice (here and by Colyseus): a message is tens of bytes.
 */
export function frameProblem(frame: Buffer): string | null {
  const code = frame[0];
  if (code === Protocol.ROOM_DATA) {
    try {
      const it = { offset: 1 };
      // As Colyseus reads the type: a string, else a number; a missing type is its `unknown-message`.
      if (decode.stringCheck(frame, it)) decode.string(frame, it);
      else decode.number(frame, it);
      if (frame.byteLength > it.offset) unpack(frame.subarray(it.offset));
      return null;
    } catch {
      return 'The message payload is not valid MessagePack.';
    }
  }
  if (code === Protocol.ROOM_DATA_BYTES || code === Protocol.JOIN_ROOM || code === Protocol.LEAVE_ROOM) {
    return null;
  }
  return 'This frame is not a Colyseus message (its first byte is no protocol code).';
}
