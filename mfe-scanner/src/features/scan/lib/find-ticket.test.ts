import { etc, getPublicKeyAsync, signAsync, utils } from '@noble/ed25519'
import { describe, expect, it, vi } from 'vitest'
import { codeHash } from '@tessera/shared/domain/check-in/code-hash'
import { ticketCode, ticketCodeMessage } from '@tessera/shared/domain/tickets/ticket-code'
import type { BundleEntry } from '@tessera/shared/schemas/check-in'
import { indexBundle } from './check-in-bundle'
import { findTicket, type LookUp } from './find-ticket'

const secret = utils.randomSecretKey()
const otherSecret = utils.randomSecretKey()

async function link(eventId: string, attendeeId: string, key = secret) {
  const fields = { eventId, attendeeId, random: 'AAAAAAAAAAAA' }
  const code = ticketCode(fields, await signAsync(ticketCodeMessage(fields), key))
  return { code, url: `https://tessera.example/ticket/${code}` }
}

async function bundleWith(entries: Omit<BundleEntry, 'code_hash'>[]) {
  const attendees = await Promise.all(
    entries.map(async (entry) => ({
      ...entry,
      code_hash: await codeHash((await link('7', entry.id)).code),
    })),
  )
  return indexBundle({
    event_id: '7',
    event_name: 'Jazz night',
    public_key: etc.bytesToHex(await getPublicKeyAsync(secret)),
    revision: 4,
    complete: true,
    attendees,
  })
}

const party = {
  id: '31',
  name: 'Eleni Pappa',
  ticket_name: 'Standard',
  quantity: 3,
  checked_in_qty: 1,
  status: 'completed',
  payment_state: 'paid',
} as const
const offline: LookUp = async () => 'offline'

describe('findTicket offline: the shared rule with the bundle', () => {
  it('finds a signed ticket of the event, counting the places this device queued', async () => {
    const bundle = await bundleWith([party])
    const found = await findTicket(
      (await link('7', '31')).url,
      bundle,
      new Map([['31', 1]]),
      offline,
    )
    expect(found).toEqual({ ok: true, attendee: { ...party, admitted: 2 } })
  })

  it.each([
    ['a forged code (another key)', () => link('7', '31', otherSecret), 'invalid_signature'],
    ['a code of another event', () => link('8', '31'), 'other_event'],
    ['a signed code the bundle lacks', () => link('7', '99'), 'unknown_ticket'],
  ] as const)('refuses %s', async (_, make, reason) => {
    const bundle = await bundleWith([party])
    const found = await findTicket((await make()).url, bundle, new Map(), offline)
    expect(found).toEqual({ ok: false, reason })
  })

  it('refuses text that is not a ticket link, and a cancelled booking', async () => {
    const bundle = await bundleWith([{ ...party, status: 'cancelled' }])
    expect(await findTicket('hello', bundle, new Map(), offline)).toEqual({
      ok: false,
      reason: 'not_a_url',
    })
    expect(await findTicket((await link('7', '31')).url, bundle, new Map(), offline)).toEqual({
      ok: false,
      reason: 'cancelled',
    })
  })

  it('shows a fully checked-in ticket (its card disables Check in)', async () => {
    const bundle = await bundleWith([{ ...party, checked_in_qty: 3 }])
    const found = await findTicket((await link('7', '31')).url, bundle, new Map(), offline)
    expect(found).toMatchObject({ ok: true, attendee: { admitted: 3, quantity: 3 } })
  })
})

describe('findTicket online: the API has the current counts', () => {
  it("takes the API's counts, without the e-mail, and its 404 as unknown", async () => {
    const bundle = await bundleWith([party])
    const { code, url } = await link('7', '31')
    const lookUp = vi.fn<LookUp>(async () => ({
      ...party,
      checked_in_qty: 2,
      event_id: '7',
      code,
      email: 'eleni@example.com',
      remaining: 1,
      refusal: null,
    }))
    const found = await findTicket(url, bundle, new Map(), lookUp)
    expect(lookUp).toHaveBeenCalledWith(code)
    expect(found).toEqual({ ok: true, attendee: { ...party, checked_in_qty: 2, admitted: 2 } })
    expect(await findTicket(url, bundle, new Map(), async () => null)).toEqual({
      ok: false,
      reason: 'unknown_ticket',
    })
  })
})
