// Structured logs (pino). Never log a seed before the end, an action's secret content, or a seat token.
import pino from 'pino';

export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: { service: 'flotilla' },
  redact: ['seed', 'seatToken', 'reclaim', 'reconnectionToken', '*.seed', '*.seatToken'],
});
