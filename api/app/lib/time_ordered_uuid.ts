import { randomBytes } from 'node:crypto'
import { v7 } from 'uuid'

/** Random bytes for 256 UUIDs, drawn at once: one `randomBytes` call instead of one a UUID. */
const POOL_SIZE = 16 * 256
let pool = Buffer.alloc(0)
let taken = POOL_SIZE

/**
 * A UUIDv7 (`uuid`'s `v7`): the current millisecond first, then random bits, so a unique index on
 * such ids grows at its end. Its random bytes come from a pool like node:crypto's `randomUUID`
 * keeps, not from WebCrypto's `getRandomValues` on every call, which cost more than the rest of it.
 */
export function timeOrderedUuid(): string {
  if (taken === POOL_SIZE) {
    pool = randomBytes(POOL_SIZE)
    taken = 0
  }
  const random = pool.subarray(taken, taken + 16)
  taken += 16
  return v7({ random })
}
