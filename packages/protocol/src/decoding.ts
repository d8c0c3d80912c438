// @flotilla/protocol/decoding: what a process that only decodes the synced state (a browser tab, a bot) sets up and
// reads, without the schemas, messages and projections of the package's index (the client's first chunks stay small).
export * from './schema-recycling';
export * from './schema-strings';
export * from './schema-decoding';
export * from './events';
