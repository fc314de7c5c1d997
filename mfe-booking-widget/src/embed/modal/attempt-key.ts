/**
 * A fresh `Idempotency-Key` for one booking attempt (128 random bits). `crypto.randomUUID` exists
 * only on secure pages; a host page may be plain http.
 */
export function newAttemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
