import { etc, keygenAsync, signAsync } from '@noble/ed25519'
import { describe, expect, it } from 'vitest'
import { ticketCode, ticketCodeMessage, type TicketCodeFields } from '../tickets/ticket-code.js'
import {
  decideAdmission,
  decideScan,
  type CheckInEntry,
  type CheckInRefusal,
} from './check-in-decision.js'
import { codeHash } from './code-hash.js'

async function signed(secretKey: Uint8Array, fields: TicketCodeFields) {
  return ticketCode(fields, await signAsync(ticketCodeMessage(fields), secretKey))
}

describe('decideAdmission (spec "events" §4: up to quantity minus checked_in_qty)', () => {
  const completed = (quantity: number, checked_in_qty: number) =>
    ({ quantity, checked_in_qty, status: 'completed' }) as const
  it.each([
    { entry: completed(3, 0), local: 0, n: 1, ok: true, remaining: 3 },
    { entry: completed(3, 0), local: 0, n: 3, ok: true, remaining: 3 },
    { entry: completed(3, 0), local: 0, n: 4, ok: false, remaining: 3 },
    { entry: completed(3, 2), local: 0, n: 1, ok: true, remaining: 1 },
    { entry: completed(3, 2), local: 1, n: 1, ok: false, remaining: 0 },
    { entry: completed(3, 3), local: 0, n: 1, ok: false, remaining: 0 },
    { entry: completed(1, 1), local: 2, n: 1, ok: false, remaining: 0 },
  ])('$entry.checked_in_qty of $entry.quantity in, $local locally, $n more → $ok', (row) => {
    const decision = decideAdmission(row.entry, row.local, row.n)
    expect(decision.ok).toBe(row.ok)
    expect(decision.remaining).toBe(row.remaining)
    if (!decision.ok) expect(decision.reason).toBe('already_checked_in')
  })

  it('refuses a cancelled ticket whatever is left', () => {
    expect(decideAdmission({ quantity: 2, checked_in_qty: 0, status: 'cancelled' })).toEqual({
      ok: false,
      reason: 'cancelled',
      remaining: 0,
    })
  })
})

describe('decideScan (offline, with the event public key)', async () => {
  const key = await keygenAsync()
  const otherKey = await keygenAsync()
  const publicKey = etc.bytesToHex(key.publicKey)
  const code = await signed(key.secretKey, {
    eventId: '12',
    attendeeId: '345',
    random: 'AAECAwQFBgcI',
  })
  const foreign = await signed(key.secretKey, {
    eventId: '13',
    attendeeId: '345',
    random: 'AAECAwQFBgcI',
  })
  const forged = await signed(otherKey.secretKey, {
    eventId: '12',
    attendeeId: '345',
    random: 'AAECAwQFBgcJ',
  })
  const stranger = await signed(key.secretKey, {
    eventId: '12',
    attendeeId: '346',
    random: 'AAECAwQFBgcI',
  })
  const entry: CheckInEntry = {
    id: '345',
    code_hash: await codeHash(code),
    quantity: 3,
    checked_in_qty: 1,
    status: 'completed',
  }
  const url = (value: string) => `https://tessera.example/ticket/${value}`
  const table: {
    name: string
    text: string
    patch?: Partial<CheckInEntry>
    local?: number
    reason: CheckInRefusal | null
    remaining: number
  }[] = [
    { name: 'a valid ticket', text: url(code), reason: null, remaining: 2 },
    {
      name: 'with a trailing slash and spaces',
      text: ` ${url(code)}/ `,
      reason: null,
      remaining: 2,
    },
    {
      name: 'another host (codes are signed)',
      text: `http://localhost:3333/ticket/${code}`,
      reason: null,
      remaining: 2,
    },
    {
      name: 'with admissions queued locally',
      text: url(code),
      local: 1,
      reason: null,
      remaining: 1,
    },
    { name: 'plain text', text: 'hello', reason: 'not_a_url', remaining: 0 },
    { name: 'a bare code', text: code, reason: 'not_a_url', remaining: 0 },
    {
      name: 'a URL with spaces',
      text: 'https://tessera.example/ticket/a b',
      reason: 'not_a_url',
      remaining: 0,
    },
    {
      name: 'another scheme',
      text: `ftp://tessera.example/ticket/${code}`,
      reason: 'not_a_url',
      remaining: 0,
    },
    {
      name: 'a URL that is no ticket',
      text: 'https://example.com/event/k3Jd9Qx2',
      reason: 'not_a_ticket',
      remaining: 0,
    },
    {
      name: 'a malformed code',
      text: url('12.345.short.sig'),
      reason: 'not_a_ticket',
      remaining: 0,
    },
    { name: 'another event', text: url(foreign), reason: 'other_event', remaining: 0 },
    { name: 'a forged signature', text: url(forged), reason: 'invalid_signature', remaining: 0 },
    {
      name: 'an altered character',
      text: url(code.replace('.345.', '.344.')),
      reason: 'invalid_signature',
      remaining: 0,
    },
    {
      name: 'an attendee not in the bundle',
      text: url(stranger),
      reason: 'unknown_ticket',
      remaining: 0,
    },
    {
      name: 'a replaced code',
      text: url(code),
      patch: { code_hash: '0'.repeat(64) },
      reason: 'unknown_ticket',
      remaining: 0,
    },
    {
      name: 'a cancelled booking',
      text: url(code),
      patch: { status: 'cancelled' },
      reason: 'cancelled',
      remaining: 0,
    },
    {
      name: 'fully checked in',
      text: url(code),
      patch: { checked_in_qty: 3 },
      reason: 'already_checked_in',
      remaining: 0,
    },
    {
      name: 'fully admitted offline',
      text: url(code),
      local: 2,
      reason: 'already_checked_in',
      remaining: 0,
    },
  ]

  it.each(table)('$name → $reason', async (row) => {
    const current = { ...entry, ...row.patch }
    const decision = await decideScan({
      text: row.text,
      eventId: '12',
      publicKey,
      entryFor: (id) => (id === current.id ? current : undefined),
      admittedLocally: row.local,
    })
    expect(decision.ok ? null : decision.reason).toBe(row.reason)
    expect(decision.remaining).toBe(row.remaining)
    if (decision.ok) expect(decision).toMatchObject({ code, attendeeId: '345' })
  })

  it('decides within 20 ms (issue 11 budget)', async () => {
    const input = { text: url(code), eventId: '12', publicKey, entryFor: () => entry }
    await decideScan(input)
    const runs = 50
    const started = performance.now()
    for (let i = 0; i < runs; i++) await decideScan(input)
    expect((performance.now() - started) / runs).toBeLessThan(20)
  })
})
