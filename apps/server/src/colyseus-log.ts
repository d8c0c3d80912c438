// Colyseus's own log lines, in our structured log. Colyseus logs every error it meets at error level with its
// stack, including the ones a stranger causes at will: a WebSocket without a seat reservation, a malformed frame.
// Those are refusals of bad input, not faults of the server, so they go out as one info line without a stack:
// otherwise anyone could fill the error log, and page whoever watches it, with `ws://host/anything`.
import type { Logger } from 'pino';

/** Messages Colyseus and `ws` give the errors a client causes (the first line of the stack Colyseus logs). */
const CLIENT_CAUSED = [
  /^Error: seat reservation expired\./,
  /^(?:RangeError|Error): Invalid WebSocket frame/,
  /^(?:RangeError|Error): Max payload size exceeded/,
  /^(?:RangeError|Error): Invalid (?:UTF-8 sequence|opcode|close code)/,
];

/** The first line of what Colyseus hands its logger: a stack, an error's message, or anything else. */
function firstLine(logged: unknown): string {
  const text = logged instanceof Error ? (logged.stack ?? String(logged)) : String(logged);
  return text.split('\n', 1)[0] ?? '';
}

/** What a client did, when the logged line is one of the refusals above; else null. */
export function clientCaused(logged: unknown): string | null {
  const line = firstLine(logged);
  return CLIENT_CAUSED.some((pattern) => pattern.test(line)) ? line : null;
}

/** The logger Colyseus is given (`options.logger`): our pino logger, with client-caused errors kept to one line. */
export function colyseusLog(parent: Logger) {
  const log = parent.child({ source: 'colyseus' });
  const error = log.error.bind(log) as (...args: unknown[]) => void;
  return {
    debug: log.debug.bind(log),
    info: log.info.bind(log),
    trace: log.trace.bind(log),
    warn: log.warn.bind(log),
    error: (...args: unknown[]): void => {
      const refusal = clientCaused(args[0]);
      if (refusal !== null) log.info({ refusal }, 'client connection refused');
      else error(...args);
    },
  };
}
