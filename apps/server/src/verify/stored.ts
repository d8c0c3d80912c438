// Verifies a game from the store by its archive id, exactly as a proof file: the archive serves the same proof.
import { archivedProof } from '../archive';
import { openStore, type StoreSettings } from '../store/open';
import { notAProof, verifyProof, type VerifyReport } from './verify';

/** A game id as the server makes them: 128 random bits in base64url. */
export function looksLikeGameId(text: string): boolean {
  return /^[A-Za-z0-9_-]{22}$/.test(text);
}

export async function verifyStored(gameId: string, settings: StoreSettings): Promise<VerifyReport> {
  const store = await openStore(settings);
  try {
    const game = await store.finishedGame(gameId);
    if (game === null) {
      return notAProof(`No finished game ${gameId} in the store.`);
    }
    return verifyProof(archivedProof(game));
  } finally {
    await store.close();
  }
}
