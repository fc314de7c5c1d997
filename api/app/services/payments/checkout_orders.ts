import db from '@adonisjs/lucid/services/db'
import type { OrderStatus } from '@tessera/shared/public/booking'
import { utcFromDatabase } from '#lib/utc_date_time'

/** An order as the payment pages show it. */
export type CheckoutView = {
  id: number
  hashCode: string
  status: OrderStatus
  eventName: string
  currency: string
  totalCents: number
  expiresAt: Date | null
  paymentProvider: string | null
  paymentReference: string | null
  lines: { ticketName: string; quantity: number; finalUnitCents: number }[]
}

function instant(value: string | Date | null): Date | null {
  if (value === null || value instanceof Date) return value
  return utcFromDatabase(value).toJSDate()
}

/** The order with booking number `hashCode` and its lines, or null. */
export async function readCheckoutOrder(hashCode: string): Promise<CheckoutView | null> {
  const order = await db
    .from('orders')
    .join('events', 'events.id', 'orders.event_id')
    .where('orders.hash_code', hashCode)
    .select(
      'orders.id',
      'orders.status',
      'orders.currency',
      'orders.total_cents',
      'orders.expires_at',
      'orders.payment_provider',
      'orders.payment_reference',
      'events.name as event_name',
    )
    .first()
  if (!order) return null
  const lines = await db
    .from('order_lines')
    .where('order_id', order.id)
    .orderBy('id')
    .select('ticket_name', 'quantity', 'final_unit_cents')
  return {
    id: Number(order.id),
    hashCode,
    status: order.status,
    eventName: order.event_name,
    currency: order.currency,
    totalCents: Number(order.total_cents),
    expiresAt: instant(order.expires_at),
    paymentProvider: order.payment_provider,
    paymentReference: order.payment_reference,
    lines: lines.map((line) => ({
      ticketName: line.ticket_name,
      quantity: Number(line.quantity),
      finalUnitCents: Number(line.final_unit_cents),
    })),
  }
}
