import type { PaymentState } from '@tessera/shared/domain/guests/guest-states'

/**
 * `paymentState` (`shared/src/domain/guests/guest-states.ts`) as conditions on an order aliased
 * `o`, so a list filters by the state it shows; the guest and bookings lists' tests check both
 * agree for every state.
 */
const CONDITIONS: Record<PaymentState, string> = {
  refunded: 'o.refunded_cents > 0',
  paid: `o.refunded_cents = 0 and o.status = 'completed' and o.total_cents > 0`,
  free: `o.refunded_cents = 0 and o.status = 'completed' and o.total_cents = 0`,
  pending: `o.refunded_cents = 0 and o.status = 'pending'`,
  cancelled: `o.refunded_cents = 0 and o.status = 'cancelled'`,
  expired: `o.refunded_cents = 0 and o.status = 'expired'`,
}

/** Orders in any of `states`. */
export function paymentStateSql(states: readonly PaymentState[]): string {
  return states.map((state) => `(${CONDITIONS[state]})`).join(' or ')
}
