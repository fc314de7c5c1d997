import { randomInt } from 'node:crypto'

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/**
 * A short, URL-safe public code (`/event/{hash_code}`): 10 base62 characters from the system's
 * CSPRNG (about 59 bits; a unique index guards the rare collision).
 */
export function newHashCode(length = 10): string {
  let code = ''
  for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)]
  return code
}
