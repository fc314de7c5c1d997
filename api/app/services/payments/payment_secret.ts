import encryption from '@adonisjs/core/services/encryption'

/**
 * The organizer's card provider secret (`PATCH /users/{id}` `payment_secret`), encrypted with
 * APP_KEY for `users.payment_secret_encrypted`: `undefined` leaves it, `null` or empty clears it.
 */
export function encryptedSecret(secret: string | null | undefined): string | null | undefined {
  if (secret === undefined) return undefined
  return secret ? encryption.encrypt(secret) : null
}

/** The stored secret in clear, or null when none is stored (or APP_KEY changed since). */
export function decryptedSecret(encrypted: string | null): string | null {
  if (!encrypted) return null
  return encryption.decrypt<string>(encrypted) ?? null
}
