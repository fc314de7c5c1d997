import { orderLimits } from '#config/limits'
import ApiError from '#exceptions/api_error'
import type { DirectStatements } from '#lib/direct_statements'

/** When a paid order placed at `at` stops holding its stock. */
export function holdEnd(at: Date): Date {
  return new Date(at.getTime() + orderLimits.holdMinutes * 60_000)
}

/**
 * One buyer cannot hold an event's stock hostage (docs/ARCHITECTURE.md "Orders"): at most
 * `pendingPerEmail` live holds per buyer e-mail and `pendingPerAddress` per client address on one
 * event, the new order included. Counted after `takeStock` has locked the event's row, so
 * concurrent orders of one event are counted one after the other and the cap is exact.
 */
export async function refuseOverHoldLimit(
  sql: DirectStatements,
  hold: { eventId: number; email: string; address: string | null; at: Date },
): Promise<void> {
  const [row] = await sql.all(
    `select sum(case when buyer_email = ? then 1 else 0 end) as by_email,
        sum(case when client_address = ? then 1 else 0 end) as by_address
      from orders where event_id = ? and status = 'pending' and expires_at > ?
        and (buyer_email = ? or client_address = ?)`,
    [hold.email, hold.address, hold.eventId, hold.at, hold.email, hold.address],
  )
  if (
    Number(row?.by_email ?? 0) > orderLimits.pendingPerEmail ||
    Number(row?.by_address ?? 0) > orderLimits.pendingPerAddress
  ) {
    throw new ApiError(409, { code: 'hold_limit_reached' })
  }
}
