import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { BookingMonth, DashboardSales, RevenueLine } from '@tessera/shared/schemas/dashboard'
import { readDirectly, type Row } from '#lib/direct_reads'
import { sqlInstant } from '#lib/utc_date_time'

/** How many months the bookings chart shows, the current one included. */
export const CHART_MONTHS = 12

/**
 * Money per currency of the organizer's paid orders: completed, or cancelled after payment (their
 * refunds net them out). Free orders, unpaid holds and expired orders took no money.
 */
const REVENUE_SQL = `select o.currency, count(*) as orders,
    coalesce(sum(o.total_cents), 0) as gross_cents,
    coalesce(sum(o.refunded_cents), 0) as refunded_cents
  from orders o join events e on e.id = o.event_id
  where e.user_id = ? and o.status in ('completed', 'cancelled')
    and o.paid_at is not null and o.total_cents > 0
  group by o.currency order by o.currency`

/** `when created_at >= start of month N then N`, newest month first; older bookings in slot -1. */
const SLOTS = Array.from(
  { length: CHART_MONTHS },
  (_, index) => `when o.created_at >= ? then ${CHART_MONTHS - 1 - index}`,
).join(' ')

/** Completed bookings and their tickets per month slot (all time, before the month after this). */
const MONTHS_SQL = `select case ${SLOTS} else -1 end as slot, count(*) as bookings,
    coalesce(sum(o.quantity), 0) as tickets
  from orders o join events e on e.id = o.event_id
  where e.user_id = ? and o.status = 'completed' and o.created_at < ?
  group by 1`

/** The first instant of each chart month in `zone`, oldest first, and of the month after. */
function monthStarts(zone: string, now: DateTime): DateTime[] {
  const current = now.setZone(zone).startOf('month')
  return Array.from({ length: CHART_MONTHS + 1 }, (_, index) =>
    current.minus({ months: CHART_MONTHS - 1 - index }),
  )
}

const zoneOf = (timezone: string | null) =>
  timezone && DateTime.now().setZone(timezone).isValid ? timezone : 'UTC'

function revenueLineOf(row: Row): RevenueLine {
  const gross = Number(row.gross_cents)
  const refunded = Number(row.refunded_cents)
  return {
    currency: String(row.currency),
    gross_cents: gross,
    refunded_cents: refunded,
    net_cents: gross - refunded,
    orders: Number(row.orders),
  }
}

/**
 * `GET /dashboard/sales`: revenue per currency and completed bookings per month (in the
 * organizer's time zone) of the events `userId` organizes. Two statements, one per card.
 */
export async function dashboardSales(
  user: { id: number; timezone: string | null },
  now = DateTime.utc(),
): Promise<DashboardSales> {
  const timezone = zoneOf(user.timezone)
  const starts = monthStarts(timezone, now)
  const instant = (at: DateTime) => sqlInstant(db.connection(), at)
  const newestFirst = starts.slice(0, CHART_MONTHS).reverse().map(instant)
  return readDirectly(async (select) => {
    const revenue = await select(REVENUE_SQL, [user.id])
    const slots = await select(MONTHS_SQL, [...newestFirst, user.id, instant(starts.at(-1)!)])
    const bySlot = new Map(slots.map((row) => [Number(row.slot), row]))
    const months: BookingMonth[] = starts.slice(0, CHART_MONTHS).map((start, index) => ({
      month: start.toFormat('yyyy-MM'),
      bookings: Number(bySlot.get(index)?.bookings ?? 0),
      tickets: Number(bySlot.get(index)?.tickets ?? 0),
    }))
    const sum = (key: 'bookings' | 'tickets') =>
      slots.reduce((total, row) => total + Number(row[key]), 0)
    return {
      timezone,
      revenue: revenue.map(revenueLineOf),
      months,
      totals: { bookings: sum('bookings'), tickets: sum('tickets') },
    }
  })
}
