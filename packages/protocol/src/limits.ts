// Limits shared by both sides: the server refuses anything larger.

export const LIMITS = {
  maxMessageBytes: 2048,
  nameLength: { min: 1, max: 24 },
  /** Messages per second a client may send before being throttled. */
  messagesPerSecond: 20,
} as const;

/**
 * The clock of every public table (quick play), in the manner of Board Game Arena's "normal" speed: each decision
 * has its allowance, and a seat that runs over draws on a small bank that lasts the whole game. When both are
 * spent the table makes the game's neutral move for the seat; after `idleTimeouts` such moves in a row, a bot
 * takes the seat until its player takes it back (docs/protocol.md, "Turn timers").
 */
export const PUBLIC_CLOCK = { turnSeconds: 45, bankSeconds: 90 } as const;

/** Time-outs in a row after which a bot plays the seat, at any table with a clock. */
export const IDLE_TIMEOUTS = 2;

/** The close code of a client whose seat went to a bot for its time-outs: its seat token takes the seat back. */
export const CLOSE_IDLE = 4100;

/** The close code of every client of a server that stops to restart (WebSocket's "Service Restart"): its tables come back. */
export const CLOSE_RESTARTING = 1012;
