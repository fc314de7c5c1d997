import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto'
import encryption from '@adonisjs/core/services/encryption'
import type { DirectStatements } from '#lib/direct_statements'

/** The purpose the private keys are encrypted for: a value encrypted for another cannot stand in. */
const PURPOSE = 'event-signing-key'

/** Private keys already decrypted, by their stored text (a row is never changed). */
const decrypted = new Map<string, KeyObject>()
const MAX_DECRYPTED = 1000

/** A new pair as its row's values: the event, the public key (hex), the encrypted private key. */
function newKeyRow(eventId: number) {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url')
  const pkcs8 = privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64')
  return [eventId, raw.toString('hex'), encryption.encrypt(pkcs8, undefined, PURPOSE)]
}

/** An event's private key from its stored text, decrypted once per process. */
export function signingKeyOf(privateKeyEncrypted: string): KeyObject {
  let key = decrypted.get(privateKeyEncrypted)
  if (!key) {
    const pkcs8 = encryption.decrypt<string>(privateKeyEncrypted, PURPOSE)
    if (!pkcs8) throw new Error('an event key cannot be decrypted: was APP_KEY changed?')
    key = createPrivateKey({ key: Buffer.from(pkcs8, 'base64'), format: 'der', type: 'pkcs8' })
    if (decrypted.size >= MAX_DECRYPTED) decrypted.clear()
    decrypted.set(privateKeyEncrypted, key)
  }
  return key
}

/**
 * Creates the event's Ed25519 key pair when it has none: insert-or-ignore on the event's primary
 * key, then read back, so concurrent first orders all sign with the one pair that was stored (on
 * PostgreSQL a second insert waits for the first transaction, then is ignored; SQLite serialises
 * writers). Answers the private key as stored (encrypted).
 */
export async function createEventSigningKey(
  sql: DirectStatements,
  eventId: number,
): Promise<string> {
  await sql.run(
    `insert into event_keys (event_id, public_key, private_key_encrypted, created_at)
      values (?, ?, ?, ?) on conflict (event_id) do nothing`,
    [...newKeyRow(eventId), new Date()],
  )
  const [row] = await sql.all('select private_key_encrypted from event_keys where event_id = ?', [
    eventId,
  ])
  return String(row!.private_key_encrypted)
}
