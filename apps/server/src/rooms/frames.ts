// The frames a joined client may send, checked before Colyseus reads them.
import { Protocol } from '@colyseus/core';
import { unpack } from '@colyseus/msgpackr';
import { decode } from '@colyseus/schema';
import { payloadShapeProblem } from './msgpack-shape';

/** The message type as Colyseus reads it, moving `it` past it: a string, else a number; undefined when neither. */
function readType(frame: Buffer, it: { offset: number }): string | number | undefined {
  return decode.stringCheck(frame, it) ? decode.string(frame, it) : decode.number(frame, it);
}

/**
 * Why `frame` is not something Colyseus can read, or null when it is. Colyseus ignores a frame with an unknown
 * code (or none) in silence, and closes the connection (4002) on a message whose payload is not MessagePack,
 * which sends a seated player into the reconnection window. Both get an error reply instead, like any other
 * malformed message, as does a payload whose shape no message has (`payloadShapeProblem`: too deep, a 64-bit
 * integer, 0xC1). The payload is decoded twice (here and by Colyseus): a message is tens of bytes.
 */
export function frameProblem(frame: Buffer): string | null {
  const code = frame[0];
  if (code === Protocol.ROOM_DATA) {
    try {
      const it = { offset: 1 };
      // A frame with no type at all is Colyseus's `unknown-message`; a type that is no string or number is no message.
      if (frame.byteLength > 1 && readType(frame, it) === undefined) {
        return 'The message type is neither a MessagePack string nor a number.';
      }
      if (frame.byteLength <= it.offset) return null;
      // The shape first, without recursion: the decoder below, Colyseus's and the handler's all recurse.
      const payload = frame.subarray(it.offset);
      const shape = payloadShapeProblem(payload);
      if (shape !== null) return shape;
      unpack(payload);
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
