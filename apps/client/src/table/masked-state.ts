// The table as the audience sees it, for a streamer's own screen: the same state with no seat's secrets, so the
// game's table draws no hand, faction or peek. Read-only: the tables only read what they are given.
import type { TableState } from '@flotilla/protocol';

const NO_SECRETS: Pick<TableState['secrets'], 'get' | 'has' | 'size'> = {
  get: () => undefined,
  has: () => false,
  size: 0,
};

export function withoutSecrets(state: TableState): TableState {
  return new Proxy(state, {
    get: (target, key) => (key === 'secrets' ? NO_SECRETS : Reflect.get(target, key)),
  });
}
