// A Map that keeps at most `limit` entries: past it the oldest go first (setting a key again
// makes it the newest). For the caches one process keeps in memory.
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly limit: number) {
    super();
  }

  override set(key: K, value: V): this {
    super.delete(key);
    super.set(key, value);
    for (const oldest of this.keys()) {
      if (this.size <= this.limit) break;
      this.delete(oldest);
    }
    return this;
  }
}
