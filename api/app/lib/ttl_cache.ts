/**
 * A small in-process cache: entries live `ttlMs`, at most `maxEntries` of them (the oldest goes
 * first). `generation` changes on every removal, so a value read from the database before a
 * removal is not stored after it (`setIfUnchanged`).
 */
export class TtlCache<Key, Value> {
  #entries = new Map<Key, { value: Value; expiresAt: number }>()
  #generation = 0

  constructor(
    readonly ttlMs: number,
    readonly maxEntries: number,
  ) {}

  get generation() {
    return this.#generation
  }

  get(key: Key): Value | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt > Date.now()) return entry.value
    this.#entries.delete(key)
    return undefined
  }

  /** Stores `value` unless something was removed since `generation` was read. */
  setIfUnchanged(key: Key, value: Value, generation: number) {
    if (generation !== this.#generation) return
    this.#entries.delete(key)
    if (this.#entries.size >= this.maxEntries)
      this.#entries.delete(this.#entries.keys().next().value!)
    this.#entries.set(key, { value, expiresAt: Date.now() + this.ttlMs })
  }

  /** Removes the entries `matches` selects (every entry without it). */
  delete(matches?: (value: Value, key: Key) => boolean) {
    this.#generation++
    if (!matches) return this.#entries.clear()
    for (const [key, entry] of this.#entries)
      if (matches(entry.value, key)) this.#entries.delete(key)
  }
}
