// Whether this process should be sent players: its store answers at its version, Redis answers when it is one of a
// cluster, and it is not draining.
import { currentCluster } from './cluster/cluster';
import { tableStore } from './store/current';

/** How long `/readyz` waits for the store before it calls it unreachable. */
export const STORE_CHECK_MS = 2000;

const state = { draining: false };

/** The server starts serving (a test process starts several, one after another). */
export function startServing(): void {
  state.draining = false;
}

/** SIGTERM: from now on the process takes no new tables or joins, and says it is not ready. */
export function startDraining(): void {
  state.draining = true;
}

export function draining(): boolean {
  return state.draining;
}

/** Null when ready; else the reason, in a sentence. */
export async function unready(): Promise<string | null> {
  if (state.draining) return 'draining: the server is stopping, its tables come back on the next start';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(
      () => resolve(`the ${tableStore.current.kind} store did not answer within ${STORE_CHECK_MS} ms`),
      STORE_CHECK_MS,
    );
  });
  const redis = async (): Promise<string | null> => {
    const cluster = currentCluster();
    if (cluster === null) return null;
    return cluster.redis
      .ping()
      .then(() => null)
      .catch(
        (error: unknown) =>
          `Redis does not answer: ${error instanceof Error ? error.message : String(error)}`,
      );
  };
  try {
    const [store, shared] = await Promise.race([
      Promise.all([tableStore.current.unready(), redis()]),
      late.then((why) => [why, null]),
    ]);
    return store ?? shared;
  } finally {
    clearTimeout(timer);
  }
}
