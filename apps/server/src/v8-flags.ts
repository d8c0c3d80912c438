// The V8 flags the server is served with: `npm start` (the `serve` script) and the image's CMD pass them, and the
// benchmark runs its servers under test with them; `deploy.test.ts` checks that the three agree.

/**
 * An 8 MB young generation: at 64 MB the server paused 20–60 ms, at 2–4 MB it scavenged twice as often or more
 * (docs/server-benchmark.md, "What we learned").
 */
export const SERVER_V8_FLAGS: ReadonlyArray<string> = ['--max-semi-space-size=8'];
