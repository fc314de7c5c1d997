import { randomBytes, randomUUID, createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { OrderStatus } from '@tessera/shared/public/booking'
import type Event from '#models/event'
import type EventTicket from '#models/event_ticket'
import { newHashCode } from '#lib/hash_code'
import { sqlInstant } from '#lib/utc_date_time'

export type AttendeeSeed = { name: string; quantity?: number; signed?: boolean }

export type SeededBooking = {
  orderId: number
  hashCode: string
  attendees: { id: number; name: string; quantity: number; code: string | null }[]
}

/**
 * Writes an order as the booking path would (order, one line, its attendees) straight into the
 * tables, for the read and mail tests: a signed attendee gets a code of this factory's making
 * (random, not Ed25519; the reads only look codes up). A completed or pending order holds its
 * units (the ticket's `sold_quantity`, the event's `booked_quantity`).
 */
export async function seedBooking(
  event: Event,
  offer: EventTicket,
  options: {
    status?: OrderStatus
    locale?: 'en' | 'el'
    buyerEmail?: string
    ticketName?: string
    attendees?: AttendeeSeed[]
  } = {},
): Promise<SeededBooking> {
  const status = options.status ?? 'completed'
  const seeds = options.attendees ?? [{ name: 'Maria Papadopoulou', quantity: 2, signed: true }]
  const quantity = seeds.reduce((sum, seed) => sum + (seed.quantity ?? 1), 0)
  const now = sqlInstant(db.connection(), new Date())
  const hashCode = newHashCode()
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
      total_cents: offer.priceCents * quantity,
      quantity,
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
      fee_bearing: 1,
      unit_fee_cents: 0,
      final_unit_cents: offer.priceCents,
    })
    .returning('id')
  const lineId = Number(typeof line === 'object' ? line.id : line)
  const attendees: SeededBooking['attendees'] = []
  for (const seed of seeds) {
    const code = seed.signed === false ? null : randomBytes(24).toString('base64url')
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
        code,
        code_hash: code && createHash('sha256').update(code).digest('hex'),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
    const id = Number(typeof row === 'object' ? row.id : row)
    attendees.push({ id, name: seed.name, quantity: seed.quantity ?? 1, code })
  }
  if (status === 'completed' || status === 'pending') await takeStock(event, offer, quantity)
  return { orderId, hashCode, attendees }
}

/** The units an order holds, taken as the booking path takes them (so giving them back balances). */
async function takeStock(event: Event, offer: EventTicket, quantity: number) {
  await db.from('event_tickets').where('id', offer.id).increment('sold_quantity', quantity)
  await db.from('events').where('id', event.id).increment('booked_quantity', quantity)
}
