// Limits shared by both sides: the server refuses anything larger.

export const LIMITS = {
  maxMessageBytes: 2048,
  nameLength: { min: 1, max: 24 },
  /** Messages per second a client may send before being throttled. */
  messagesPerSecond: 20,
} as const;
