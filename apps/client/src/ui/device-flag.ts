// A yes/no choice this device remembers across reloads and tables (hide my faction, hide the invite code).

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

function deviceStorage(): FlagStorage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

export function readFlag(key: string, storage: FlagStorage | null = deviceStorage()): boolean {
  try {
    return storage?.getItem(key) === '1';
  } catch {
    return false;
  }
}

export function saveFlag(key: string, on: boolean, storage: FlagStorage | null = deviceStorage()): void {
  try {
    storage?.setItem(key, on ? '1' : '0');
  } catch {
    // Private mode or a full storage: the choice lasts for this page only.
  }
}
