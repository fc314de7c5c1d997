import type { ErrorCode } from '../../errors/codes.js'
import type { OrderStatus } from '../../public/booking.js'
import { REFUND_POLICY_DAYS, type RefundPolicy } from '../events/constants.js'
import { calendarDay } from '../events/time.js'

export type CancellationFacts = {
  status: OrderStatus
  /** Whether the buyer paid anything (a free order has nothing to refund). */
  paid: boolean
  refund_policy: RefundPolicy
  start_at: Date
  timezone: string
}

export type CancellationRefusal = Extract<
  ErrorCode,
  'already_cancelled' | 'cancellation_not_allowed' | 'refund_window_closed'
>

/** `ok` with whether money goes back (a completed paid order), or the reason it cannot be cancelled. */
export type CancellationDecision =
  { ok: true; refund: boolean } | { ok: false; reason: CancellationRefusal }

/** The calendar day `days` before `day` (`YYYY-MM-DD`, compared as text). */
function daysBefore(day: string, days: number): string {
  const at = new Date(day) // a date-only ISO string is midnight UTC
  at.setUTCDate(at.getUTCDate() - days)
  return at.toISOString().slice(0, 10)
}

/**
 * Whether the buyer may cancel their booking online (spec "events" §3 "Refund policy", issue 9).
 * Nothing can be cancelled once the event has started, nor twice (`already_cancelled`), nor an
 * expired hold. A free booking, or one not yet paid, cancels any time before the start. A paid one
 * follows the event's policy: 1, 2, 3 refund up to 1, 7, 30 days before the start, counted in
 * calendar days in the event's zone (policy 1: through the whole day before the event's day);
 * past that `refund_window_closed`. Policy 4 (not specified: the organizer decides) and 5 (no
 * refunds) → `cancellation_not_allowed` (the buyer writes to the organizer).
 */
export function decideCancellation(facts: CancellationFacts, now: Date): CancellationDecision {
  if (facts.status === 'cancelled') return { ok: false, reason: 'already_cancelled' }
  if (facts.status === 'expired' || now.getTime() >= facts.start_at.getTime())
    return { ok: false, reason: 'cancellation_not_allowed' }
  if (!facts.paid || facts.status === 'pending') return { ok: true, refund: false }
  const days = REFUND_POLICY_DAYS[facts.refund_policy]
  if (days === null) return { ok: false, reason: 'cancellation_not_allowed' }
  const lastDay = daysBefore(calendarDay(facts.start_at, facts.timezone), days)
  if (calendarDay(now, facts.timezone) > lastDay)
    return { ok: false, reason: 'refund_window_closed' }
  return { ok: true, refund: true }
}

/**
 * Whether the organizer may cancel a booking (issue 11 item 6): any live booking, at any time and
 * whatever the event's refund policy; a completed paid one is refunded in full (no partial
 * refunds, docs/DECISIONS.md), a pending hold just ends. A cancelled booking →
 * `already_cancelled`; an expired hold has nothing left to cancel → `order_expired`.
 */
export function decideOrganizerCancellation(
  facts: Pick<CancellationFacts, 'status' | 'paid'>,
): { ok: true; refund: boolean } | { ok: false; reason: 'already_cancelled' | 'order_expired' } {
  if (facts.status === 'cancelled') return { ok: false, reason: 'already_cancelled' }
  if (facts.status === 'expired') return { ok: false, reason: 'order_expired' }
  return { ok: true, refund: facts.status === 'completed' && facts.paid }
}
