import type { OrderStatus } from '../../public/booking.js'

/** What the organizer sees of an order's money (issue 11, guest and bookings lists). */
export const PAYMENT_STATES = [
  'paid',
  'free',
  'pending',
  'refunded',
  'cancelled',
  'expired',
] as const
export type PaymentState = (typeof PAYMENT_STATES)[number]

/** How far an attendee has entered: nobody yet, some of the party, everyone. */
export const CHECK_IN_STATES = ['none', 'partial', 'full'] as const
export type CheckInState = (typeof CHECK_IN_STATES)[number]

export type PaymentFacts = { status: OrderStatus; total_cents: number; refunded_cents: number }

/**
 * The payment state of an order (issue 11 items 5 and 6): money sent back → `refunded`; a
 * completed order → `paid` or `free` by its total; a hold waiting for the provider → `pending`;
 * a hold that ran out or was let go unpaid → `expired` (issue 26: never shown as cancelled);
 * cancelled without a refund → `cancelled`. The API's `filter[payment]` is the same rule in SQL
 * (`api/app/services/guests/payment_state_sql.ts`).
 */
export function paymentState(order: PaymentFacts): PaymentState {
  if (order.refunded_cents > 0) return 'refunded'
  if (order.status === 'completed') return order.total_cents > 0 ? 'paid' : 'free'
  if (order.status === 'pending') return 'pending'
  return order.status === 'expired' ? 'expired' : 'cancelled'
}
