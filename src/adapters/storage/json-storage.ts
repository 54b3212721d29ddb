// One JSON value under one key of a Web Storage, read through a validator. Storage may be missing or
// throw on every touch (Safari private mode, a full quota, a sandboxed frame): then the value is kept in
// memory for the life of the page (so a pending bet still resends with its own ClientRef) and nothing
// throws into the app. A value that is not valid JSON or fails the validator is treated as absent and
// removed, so a corrupt entry cannot fail every later start.

/** Gives the storage, or null; a function because merely reading `window.localStorage` can throw. */
export type StorageProvider = () => Storage | null;

/** The page's localStorage, or null where it is unavailable. */
export const browserLocalStorage: StorageProvider = () => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

export class JsonStorageSlot<T> {
  /** The last value saved, used when the storage did not take it. */
  private memory: T | null = null;
  private persisted = true;

  constructor(
    private readonly storage: StorageProvider,
    private readonly key: string,
    private readonly isValid: (value: unknown) => value is T,
  ) {}

  load(): T | null {
    if (!this.persisted) return this.memory;
    let text: string | null;
    try {
      const storage = this.storage();
      if (storage === null) return this.memory;
      text = storage.getItem(this.key);
    } catch {
      return this.memory;
    }
    if (text === null) return null;
    try {
      const value: unknown = JSON.parse(text);
      if (this.isValid(value)) return value;
    } catch {
      // Not JSON: dropped below like any other invalid entry.
    }
    this.clear();
    return null;
  }

  save(value: T): void {
    this.memory = value;
    try {
      const storage = this.storage();
      storage?.setItem(this.key, JSON.stringify(value));
      this.persisted = storage !== null;
    } catch {
      this.persisted = false;
    }
  }

  clear(): void {
    this.memory = null;
    this.persisted = true;
    try {
      this.storage()?.removeItem(this.key);
    } catch {
      // Nothing stored anywhere we can reach: nothing to clear.
    }
  }
}
