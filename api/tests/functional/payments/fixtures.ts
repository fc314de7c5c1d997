import db from '@adonisjs/lucid/services/db'
import { randomUUID } from 'node:crypto'
import { sqlInstant } from '#lib/utc_date_time'
import type { CheckoutOrder } from '#services/payments/payment_provider'
import { encryptedSecret } from '#services/payments/payment_secret'
import { publishedEvent } from '../public/fixtures.js'

type Options = {
  status?: 'pending' | 'completed' | 'expired' | 'cancelled'
  /** Minutes from now until the hold ends (negative: already ended). */
  holdMinutes?: number
  provider?: 'sandbox' | 'stripe'
  reference?: string
  quantity?: number
}

let count = 0

/**
 * A paid order of two units on a published event (`publishedEvent`: a paid ticket, 100 units),
 * written as the order transaction would: its line, one attendee, and its units counted in the
 * ticket's `sold_quantity` and the event's `booked_quantity` while it holds them.
 */
export async function paidOrder(options: Options = {}) {
  const { status = 'pending', holdMinutes = 15, provider = 'sandbox', quantity = 2 } = options
  const { event, offer, user } = await publishedEvent('public')
  const hashCode = `PAY${++count}${Date.now().toString(36).toUpperCase()}`.slice(0, 16)
  const reference =
    options.reference ?? (provider === 'sandbox' ? `sbx_${hashCode}` : `cs_${hashCode}`)
  const now = new Date()
  const at = (date: Date) => sqlInstant(db.connection(), date)
  const holds = status === 'pending' || status === 'completed'
  await db
    .from('event_tickets')
    .where('id', offer.id)
    .update({ sold_quantity: 12 + (holds ? quantity : 0) })
  await db
    .from('events')
    .where('id', event.id)
    .update({ booked_quantity: 12 + (holds ? quantity : 0) })
  const [order] = await db
    .table('orders')
    .insert({
      hash_code: hashCode,
      event_id: event.id,
      status,
      buyer_name: 'Maria Papadopoulou',
      buyer_email: 'maria@example.com',
      locale: 'en',
      currency: 'eur',
      total_cents: 2_600 * quantity,
      fee_cents: 100 * quantity,
      quantity,
      payment_provider: provider,
      payment_reference: reference,
      payment_url: `http://example.test/pay/${hashCode}`,
      expires_at: at(new Date(now.getTime() + holdMinutes * 60_000)),
      created_at: at(now),
      updated_at: at(now),
    })
    .returning('id')
  const orderId = Number(typeof order === 'object' ? order.id : order)
  const [line] = await db
    .table('order_lines')
    .insert({
      order_id: orderId,
      event_ticket_id: offer.id,
      ticket_name: 'Full pass',
      quantity,
      unit_price_cents: 2_500,
      fee_bearing: 0,
      unit_fee_cents: 100,
      final_unit_cents: 2_600,
    })
    .returning('id')
  await db.table('attendees').insert({
    order_id: orderId,
    order_line_id: Number(typeof line === 'object' ? line.id : line),
    event_id: event.id,
    event_ticket_id: offer.id,
    transaction_id: randomUUID(),
    name: 'Maria Papadopoulou',
    email: 'maria@example.com',
    quantity,
    status: status === 'expired' ? 'cancelled' : status,
    created_at: at(now),
    updated_at: at(now),
  })
  return {
    orderId,
    hashCode,
    reference,
    event,
    offer,
    organizer: user,
    totalCents: 2_600 * quantity,
  }
}

export async function orderRow(orderId: number) {
  return db.from('orders').where('id', orderId).firstOrFail()
}

export async function paymentEventRows(orderId: number) {
  return db.from('payment_events').where('order_id', orderId).orderBy('id')
}

/** What the order code hands a provider for a checkout: two lines, 53.20 in all. */
export const checkoutOrder = (hashCode: string, expiresAt = new Date()): CheckoutOrder => ({
  id: 7,
  hashCode,
  eventName: 'Harbour Jazz',
  currency: 'EUR',
  totalCents: 5_320,
  buyerEmail: 'maria@example.com',
  locale: 'el',
  expiresAt,
  lines: [
    { ticketName: 'Standing', quantity: 2, finalUnitCents: 2_100 },
    { ticketName: 'Seat', quantity: 1, finalUnitCents: 1_120 },
  ],
  openerOrigin: 'https://organizer.example',
})

/** The organizer takes card payments through their own Stripe account (`sk_test_organizer`). */
export const useStripe = (userId: number) =>
  db
    .from('users')
    .where('id', userId)
    .update({ payment_gateway: 2, payment_secret_encrypted: encryptedSecret('sk_test_organizer') })
