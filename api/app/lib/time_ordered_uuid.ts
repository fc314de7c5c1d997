import { v7 } from 'uuid'
import { pooledRandomBytes } from '#lib/random_pool'

/**
 * A UUIDv7 (`uuid`'s `v7`): the current millisecond first, then random bits, so a unique index on
 * such ids grows at its end. Its random bytes come from a pool (`pooledRandomBytes`), not from
 * WebCrypto's `getRandomValues` on every call, which cost more than the rest of it.
 */
export function timeOrderedUuid(): string {
  return v7({ random: pooledRandomBytes(16) })
}
