import { randomBytes } from 'node:crypto'

/** Random bytes drawn 4 KiB at a time: one `randomBytes` call for many small draws. */
const POOL_SIZE = 4096
let pool = Buffer.alloc(0)
let taken = POOL_SIZE

/**
 * `size` random bytes (at most 4 KiB) from a pool, as node:crypto's `randomUUID` keeps one: on the
 * order path a `randomBytes` call for a few bytes cost more than what used them. The bytes are a view
 * of the pool, never handed out twice (a used pool is replaced, not refilled).
 */
export function pooledRandomBytes(size: number): Buffer {
  if (taken + size > POOL_SIZE) {
    pool = randomBytes(POOL_SIZE)
    taken = 0
  }
  const bytes = pool.subarray(taken, taken + size)
  taken += size
  return bytes
}
