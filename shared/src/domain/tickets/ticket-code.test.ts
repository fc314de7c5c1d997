import { etc, keygenAsync, signAsync } from '@noble/ed25519'
import { describe, expect, it } from 'vitest'
import { fromBase64url, toBase64url } from './base64url.js'
import {
  parseTicketCode,
  ticketCode,
  ticketCodeMessage,
  verifyTicketCode,
  type TicketCodeFields,
} from './ticket-code.js'

const fields: TicketCodeFields = { eventId: '12', attendeeId: '345', random: 'AAECAwQFBgcI' }

async function signed(secretKey: Uint8Array, values = fields): Promise<string> {
  return ticketCode(values, await signAsync(ticketCodeMessage(values), secretKey))
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/** The code with the character at `index` replaced by the next one of its kind (digit or base64url). */
function tampered(code: string, index: number): string {
  const char = code[index]!
  const kind = /\d/.test(char) && index < 8 ? '0123456789' : ALPHABET
  const replacement = kind[(kind.indexOf(char) + 1) % kind.length]
  return code.slice(0, index) + replacement + code.slice(index + 1)
}

/** The signature's last character with a bit set that base64url of 64 bytes leaves zero. */
function nonCanonical(code: string): string {
  return code.slice(0, -1) + ALPHABET[ALPHABET.indexOf(code.at(-1)!) | 1]
}

describe('ticket codes (Ed25519, noble)', async () => {
  const key = await keygenAsync()
  const publicKeyHex = etc.bytesToHex(key.publicKey)
  const code = await signed(key.secretKey)

  it('is short and URL-safe', () => {
    expect(code).toMatch(/^12\.345\.AAECAwQFBgcI\.[A-Za-z0-9_-]{86}$/)
    expect(encodeURIComponent(code)).toBe(code)
  })

  it('parses into its fields and signed bytes', () => {
    const parsed = parseTicketCode(code)
    expect(parsed).toMatchObject(fields)
    expect(parsed?.signature).toHaveLength(64)
    expect(new TextDecoder().decode(parsed!.message)).toBe('tessera-ticket-v1:12.345.AAECAwQFBgcI')
  })

  it('verifies with the event key', async () => {
    expect(await verifyTicketCode(code, publicKeyHex)).toEqual({
      ok: true,
      eventId: '12',
      attendeeId: '345',
    })
  })

  it.each([
    ['the event id', 0],
    ['the attendee id', 4],
    ['the random part', 8],
    ['the signature', 30],
  ])('refuses a change in %s', async (_part, index) => {
    expect(await verifyTicketCode(tampered(code, index), publicKeyHex)).toEqual({
      ok: false,
      reason: 'invalid_signature',
    })
  })

  it("refuses another event's key", async () => {
    const other = await keygenAsync()
    expect(await verifyTicketCode(code, etc.bytesToHex(other.publicKey))).toEqual({
      ok: false,
      reason: 'invalid_signature',
    })
  })

  it('refuses a public key that is not one', async () => {
    expect(await verifyTicketCode(code, 'xyz')).toEqual({ ok: false, reason: 'invalid_signature' })
  })

  it.each([
    ['empty', ''],
    ['a URL', 'https://example.com/ticket/1'],
    ['a zero id', `0.345.AAECAwQFBgcI.${'A'.repeat(86)}`],
    ['a short signature', code.slice(0, -1)],
    ['a long signature', `${code}A`],
    ['padding', `${code.slice(0, -2)}==`],
    ['a non-canonical last character', nonCanonical(code)],
  ])('refuses %s as malformed', async (_name, text) => {
    expect(parseTicketCode(text)).toBeNull()
    expect(await verifyTicketCode(text, publicKeyHex)).toEqual({ ok: false, reason: 'malformed' })
  })
})

describe('base64url', () => {
  it.each([[[]], [[0]], [[255, 254]], [[1, 2, 3]], [[251, 255, 191, 0]]])(
    'round-trips %j',
    (bytes) => {
      const text = toBase64url(new Uint8Array(bytes))
      expect(text).toMatch(/^[A-Za-z0-9_-]*$/)
      expect(Array.from(fromBase64url(text)!)).toEqual(bytes)
    },
  )

  it.each(['A', 'AB=', 'A+B/', 'AB', 'AAB'])('refuses %j', (text) => {
    expect(fromBase64url(text)).toBeNull()
  })
})
