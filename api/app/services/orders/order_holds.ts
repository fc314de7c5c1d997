import { orderLimits } from '#config/limits'
import ApiError from '#exceptions/api_error'
import type { DirectStatements } from '#lib/direct_statements'
import { instantOf } from '#services/public/public_event_rows'

/** When a paid order placed at `at` stops holding its stock. */
export function holdEnd(at: Date): Date {
  return new Date(at.getTime() + orderLimits.holdMinutes * 60_000)
}

/**
 * One buyer cannot hold an event's stock hostage (docs/ARCHITECTURE.md "Orders"): at most
 * `pendingPerEmail` live holds per buyer e-mail and `pendingPerAddress` per client address on one
 * event, the new order included. Counted after `takeStock` has locked the event's row, so
 * concurrent orders of one event are counted one after the other and the cap is exact. The
 * refusal's `meta.retry_at` is when the first of the holds counted against it ends: nothing else
 * of those holds, since an e-mail address typed proves nothing (DECISIONS "A held booking is
 * resumed or released by its link's holder").
 */
export async function refuseOverHoldLimit(
  sql: DirectStatements,
  hold: { eventId: number; email: string; address: string | null; at: Date },
): Promise<void> {
  const [row] = await sql.all(
    `select sum(case when buyer_email = ? then 1 else 0 end) as by_email,
        sum(case when client_address = ? then 1 else 0 end) as by_address,
        min(case when buyer_email = ? then expires_at end) as email_ends,
        min(case when client_address = ? then expires_at end) as address_ends
      from orders where event_id = ? and status = 'pending' and expires_at > ?
        and (buyer_email = ? or client_address = ?)`,
    [
      hold.email,
      hold.address,
      hold.email,
      hold.address,
      hold.eventId,
      hold.at,
      hold.email,
      hold.address,
    ],
  )
  const byEmail = Number(row?.by_email ?? 0) > orderLimits.pendingPerEmail
  if (byEmail || Number(row?.by_address ?? 0) > orderLimits.pendingPerAddress) {
    const ends = byEmail ? row?.email_ends : row?.address_ends
    throw new ApiError(409, {
      code: 'hold_limit_reached',
      meta: { retry_at: instantOf(ends).toISOString() },
    })
  }
}
