// A Web Storage stand-in for Node (which has no localStorage): a Map behind the Storage interface, and a
// storage that refuses every touch the way Safari's private mode or a full quota does.

export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

/** Every call throws, as storage does when the browser denies it. */
export class RefusingStorage implements Storage {
  readonly length = 0;
  private refuse(): never {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }
  clear(): void {
    this.refuse();
  }
  getItem(): string | null {
    return this.refuse();
  }
  key(): string | null {
    return this.refuse();
  }
  removeItem(): void {
    this.refuse();
  }
  setItem(): void {
    this.refuse();
  }
}
