// The test helpers a program outside the server may use to run it (the benchmark): a free port, and a scratch
// PostgreSQL schema and Redis database of its own.
export { freePort } from './ports';
export { scratchRedis, scratchStore, type ScratchRedis, type ScratchStore } from './stores';
