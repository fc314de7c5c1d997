import { etc, verifyAsync } from '@noble/ed25519'
import { fromBase64url, toBase64url } from './base64url.js'

/**
 * A ticket's code, the last segment of the URL its QR encodes (`{APP_URL}/ticket/{code}`;
 * docs/ARCHITECTURE.md "Tickets' QR codes"): `{event id}.{attendee id}.{random}.{signature}` —
 * decimal ids, 9 random bytes and the 64-byte Ed25519 signature, both base64url — about 110
 * URL-safe characters. The signature, by the event's key, covers `TICKET_CODE_CONTEXT` followed
 * by the first three parts, so a scanner holding the event's public key verifies a code offline.
 */
export const TICKET_CODE_CONTEXT = 'tessera-ticket-v1:'
/** Random bytes in a code: its 12 characters make codes unguessable even from known ids. */
export const TICKET_CODE_RANDOM_BYTES = 9

const CODE = /^([1-9]\d{0,15})\.([1-9]\d{0,15})\.([A-Za-z0-9_-]{12})\.([A-Za-z0-9_-]{86})$/

export type TicketCodeFields = { eventId: string; attendeeId: string; random: string }

export type ParsedTicketCode = TicketCodeFields & {
  /** The signed bytes. */
  message: Uint8Array
  signature: Uint8Array
}

/** The bytes a ticket code's signature covers. */
export function ticketCodeMessage(fields: TicketCodeFields): Uint8Array {
  const { eventId, attendeeId, random } = fields
  return new TextEncoder().encode(`${TICKET_CODE_CONTEXT}${eventId}.${attendeeId}.${random}`)
}

/** A ticket code from its fields (`random` already base64url) and their signature. */
export function ticketCode(fields: TicketCodeFields, signature: Uint8Array): string {
  return `${fields.eventId}.${fields.attendeeId}.${fields.random}.${toBase64url(signature)}`
}

/** A code's parts, or `null` when it does not have the shape of a ticket code. */
export function parseTicketCode(code: string): ParsedTicketCode | null {
  const match = CODE.exec(code)
  if (!match) return null
  const [, eventId, attendeeId, random, signatureText] = match as unknown as string[]
  const signature = fromBase64url(signatureText!)
  if (!signature || !fromBase64url(random!)) return null
  const fields = { eventId: eventId!, attendeeId: attendeeId!, random: random! }
  return { ...fields, message: ticketCodeMessage(fields), signature }
}

export type TicketCodeCheck =
  | { ok: true; eventId: string; attendeeId: string }
  | { ok: false; reason: 'malformed' | 'invalid_signature' }

async function signatureHolds(parsed: ParsedTicketCode, publicKeyHex: string): Promise<boolean> {
  try {
    const publicKey = etc.hexToBytes(publicKeyHex)
    return await verifyAsync(parsed.signature, parsed.message, publicKey, { zip215: false })
  } catch {
    return false // not a public key
  }
}

/**
 * Whether a ticket code was signed by the event key whose public half is `publicKeyHex` (64 hex
 * digits): `malformed` when it is not a ticket code, `invalid_signature` when the signature does
 * not hold (a changed character, another event's key). Strict RFC 8032 verification (no ZIP-215
 * leniency), with WebCrypto's SHA-512: runs offline in a browser and in Node.
 */
export async function verifyTicketCode(
  code: string,
  publicKeyHex: string,
): Promise<TicketCodeCheck> {
  const parsed = parseTicketCode(code)
  if (!parsed) return { ok: false, reason: 'malformed' }
  return (await signatureHolds(parsed, publicKeyHex))
    ? { ok: true, eventId: parsed.eventId, attendeeId: parsed.attendeeId }
    : { ok: false, reason: 'invalid_signature' }
}
