// Colyseus's lines in our log: a stranger's refused connection is one info line, a real fault stays an error.
import pino from 'pino';
import { Writable } from 'node:stream';
import { clientCaused, colyseusLog } from './colyseus-log';

function captured() {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, log: colyseusLog(pino({ level: 'info' }, sink)) };
}

/** What Colyseus's `debugAndPrintError` hands the logger: the error's stack. */
const stackOf = (error: Error): string => error.stack ?? '';

describe("Colyseus's log lines", () => {
  it('logs a connection without a seat reservation as one info line, without the stack', () => {
    const { lines, log } = captured();
    log.error(stackOf(new Error('seat reservation expired.')));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      source: 'colyseus',
      refusal: 'Error: seat reservation expired.',
      msg: 'client connection refused',
    });
    expect(JSON.stringify(lines[0])).not.toContain('    at ');
  });

  it("treats a malformed WebSocket frame as the client's doing", () => {
    expect(clientCaused(`${stackOf(new RangeError('Invalid WebSocket frame: invalid opcode 5'))}`)).toBe(
      'RangeError: Invalid WebSocket frame: invalid opcode 5',
    );
    expect(clientCaused(new RangeError('Max payload size exceeded'))).toBe(
      'RangeError: Max payload size exceeded',
    );
  });

  it('keeps any other error at error level, whole', () => {
    const { lines, log } = captured();
    const fault = stackOf(new TypeError("Cannot read properties of undefined (reading 'seat')"));
    log.error(fault);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, source: 'colyseus', msg: fault });
    expect(clientCaused('seat reservation expired. said a room in its own words')).toBeNull();
  });
});
