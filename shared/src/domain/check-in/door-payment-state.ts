/**
 * How the booking was paid, for the check-in card (spec "events" §4): `paid` is "paid (online
 * payment)", `pending` "pending payment"; `free` for a booking of free tickets. Not the guest
 * list's `PaymentState` (`domain/guests/guest-states.ts`): only completed bookings reach the door,
 * so refunds and cancellations are the entry's status there, not its payment.
 */
export const DOOR_PAYMENT_STATES = ['paid', 'pending', 'free'] as const
export type DoorPaymentState = (typeof DOOR_PAYMENT_STATES)[number]

/** Free bookings apart, paid once the provider said so (`paid_at`). */
export function doorPaymentState(order: {
  total_cents: number | string
  paid_at: unknown
}): DoorPaymentState {
  if (Number(order.total_cents) === 0) return 'free'
  return order.paid_at === null || order.paid_at === undefined ? 'pending' : 'paid'
}
