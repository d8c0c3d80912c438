// Structured logs (pino), JSON lines only. Never log a seed before the end, an action's secret content, or a seat
// token.
import pino from 'pino';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const wanted = process.env.LOG_LEVEL ?? '';

/**
 * The level until the settings are checked (the entry point then sets theirs): a bad LOG_LEVEL must reach the
 * settings' message, not fail here on import.
 */
const level = LEVELS.includes(wanted) ? wanted : process.env.NODE_ENV === 'test' ? 'silent' : 'info';

export const logger = pino({
  level,
  base: { service: 'flotilla' },
  redact: ['seed', 'seatToken', 'reclaim', 'reconnectionToken', '*.seed', '*.seatToken'],
});
