import { randomBytes, randomUUID, createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { TICKET_CODE_RANDOM_BYTES, ticketCode } from '@tessera/shared/domain/tickets/ticket-code'
import type { OrderStatus } from '@tessera/shared/public/booking'
import type Event from '#models/event'
import type EventTicket from '#models/event_ticket'
import { newHashCode } from '#lib/hash_code'
import { sqlInstant } from '#lib/utc_date_time'
import { publishedEvent } from '#tests/functional/public/fixtures'

export type AttendeeSeed = { name: string; quantity?: number; signed?: boolean }

export type SeededBooking = {
  orderId: number
  hashCode: string
  /** The checkout's reference at its provider (null without a provider). */
  reference: string | null
  totalCents: number
  attendees: { id: number; name: string; quantity: number; code: string | null }[]
}

export type BookingOptions = {
  status?: OrderStatus
  locale?: 'en' | 'el'
  buyerEmail?: string
  ticketName?: string
  attendees?: AttendeeSeed[]
  /** The service fee per unit the buyer pays on top of the price (0: none). */
  unitFeeCents?: number
  /** Paid through this provider's checkout (its reference: `sbx_…`/`cs_…` unless given). */
  provider?: 'sandbox' | 'stripe'
  reference?: string
  /** Minutes from now until the hold ends (negative: already ended); no hold when absent. */
  holdMinutes?: number
}

/** The payment columns of a booking paid through `options.provider`. */
function paymentOf(hashCode: string, options: BookingOptions) {
  const { provider, holdMinutes } = options
  const prefix = provider === 'sandbox' ? 'sbx' : 'cs'
  const reference = provider ? (options.reference ?? `${prefix}_${hashCode}`) : null
  const expiresAt = holdMinutes === undefined ? null : new Date(Date.now() + holdMinutes * 60_000)
  return {
    reference,
    columns: {
      payment_provider: provider ?? null,
      payment_reference: reference,
      payment_url: provider ? `http://example.test/pay/${hashCode}` : null,
      expires_at: expiresAt && sqlInstant(db.connection(), expiresAt),
    },
  }
}

/**
 * The one order factory of the API tests: writes an order as the booking path would (order, one
 * line, its attendees) straight into the tables. A signed attendee gets a code of this factory's
 * making: a ticket code's shape, its own ids in it (codes are found by them), a random signature
 * (not Ed25519; the reads only look codes up). A completed or pending order holds
 * its units (the ticket's `sold_quantity`, the event's `booked_quantity`).
 */
export async function seedBooking(
  event: Event,
  offer: EventTicket,
  options: BookingOptions = {},
): Promise<SeededBooking> {
  const status = options.status ?? 'completed'
  const seeds = options.attendees ?? [{ name: 'Maria Papadopoulou', quantity: 2, signed: true }]
  const quantity = seeds.reduce((sum, seed) => sum + (seed.quantity ?? 1), 0)
  const fee = options.unitFeeCents ?? 0
  const totalCents = (offer.priceCents + fee) * quantity
  const now = sqlInstant(db.connection(), new Date())
  const hashCode = newHashCode()
  const payment = paymentOf(hashCode, options)
  const [order] = await db
    .table('orders')
    .insert({
      hash_code: hashCode,
      event_id: event.id,
      status,
      buyer_name: seeds[0].name,
      buyer_email: options.buyerEmail ?? 'maria@buyer.example',
      locale: options.locale ?? 'en',
      currency: event.currency,
      total_cents: totalCents,
      fee_cents: fee * quantity,
      quantity,
      ...payment.columns,
      paid_at: status === 'completed' ? now : null,
      cancelled_at: status === 'cancelled' ? now : null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
  const orderId = Number(typeof order === 'object' ? order.id : order)
  const [line] = await db
    .table('order_lines')
    .insert({
      order_id: orderId,
      event_ticket_id: offer.id,
      ticket_name: options.ticketName ?? 'Full pass',
      quantity,
      unit_price_cents: offer.priceCents,
      fee_bearing: fee ? 0 : 1,
      unit_fee_cents: fee,
      final_unit_cents: offer.priceCents + fee,
    })
    .returning('id')
  const lineId = Number(typeof line === 'object' ? line.id : line)
  const attendees: SeededBooking['attendees'] = []
  for (const seed of seeds) {
    const [row] = await db
      .table('attendees')
      .insert({
        order_id: orderId,
        order_line_id: lineId,
        event_id: event.id,
        event_ticket_id: offer.id,
        transaction_id: randomUUID(),
        name: seed.name,
        email: 'attendee@private.example',
        phone_number: '+61412345678',
        quantity: seed.quantity ?? 1,
        status: status === 'expired' ? 'cancelled' : status,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
    const id = Number(typeof row === 'object' ? row.id : row)
    const code = seed.signed === false ? null : shapedCode(event.id, id)
    if (code) {
      const codeHash = createHash('sha256').update(code).digest('hex')
      await db.from('attendees').where('id', id).update({ code, code_hash: codeHash })
    }
    attendees.push({ id, name: seed.name, quantity: seed.quantity ?? 1, code })
  }
  if (status === 'completed' || status === 'pending') await takeStock(event, offer, quantity)
  return { orderId, hashCode, reference: payment.reference, totalCents, attendees }
}

/** A code of a ticket code's shape for the attendee `attendeeId`, with a random signature. */
function shapedCode(eventId: number, attendeeId: number): string {
  const random = randomBytes(TICKET_CODE_RANDOM_BYTES).toString('base64url')
  return ticketCode(
    { eventId: String(eventId), attendeeId: String(attendeeId), random },
    randomBytes(64),
  )
}

/** The units an order holds, taken as the booking path takes them (so giving them back balances). */
async function takeStock(event: Event, offer: EventTicket, quantity: number) {
  await db.from('event_tickets').where('id', offer.id).increment('sold_quantity', quantity)
  await db.from('events').where('id', event.id).increment('booked_quantity', quantity)
}

/**
 * A paid booking of two units (25.00 + 1.00 fee each: 52.00) by Maria on a new published event
 * (`publishedEvent`: 100 units, 12 sold, booked 12), pending a payment through `provider` (the
 * sandbox unless given) with a 15-minute hold unless `holdMinutes` says otherwise.
 */
export async function paidBooking(options: BookingOptions = {}) {
  const { event, offer, user } = await publishedEvent('public')
  await db.from('events').where('id', event.id).update({ booked_quantity: offer.soldQuantity })
  const booking = await seedBooking(event, offer, {
    status: 'pending',
    provider: 'sandbox',
    holdMinutes: 15,
    unitFeeCents: 100,
    buyerEmail: 'maria@example.com',
    attendees: [{ name: 'Maria Papadopoulou', quantity: 2, signed: false }],
    ...options,
  })
  return { ...booking, reference: booking.reference!, event, offer, organizer: user }
}

export async function orderRow(orderId: number) {
  return db.from('orders').where('id', orderId).firstOrFail()
}

export async function paymentEventRows(orderId: number) {
  return db.from('payment_events').where('order_id', orderId).orderBy('id')
}
