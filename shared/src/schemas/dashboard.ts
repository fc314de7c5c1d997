import { z } from 'zod'

/**
 * `GET /dashboard/sales` (docs/API.md "Management extras"): the signed-in organizer's numbers from
 * their events' orders, counted in the database.
 */

/** Money of one currency: paid orders' totals, what went back, and the difference. */
export const revenueLine = z.object({
  currency: z.string().length(3),
  gross_cents: z.number().int(),
  refunded_cents: z.number().int(),
  net_cents: z.number().int(),
  orders: z.number().int(),
})
export type RevenueLine = z.infer<typeof revenueLine>

/** Completed bookings made in one month (`YYYY-MM`, the organizer's time zone) and their tickets. */
export const bookingMonth = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  bookings: z.number().int(),
  tickets: z.number().int(),
})
export type BookingMonth = z.infer<typeof bookingMonth>

export const dashboardSalesAttributes = z.object({
  /** The time zone the months are counted in: the user's, or UTC. */
  timezone: z.string(),
  revenue: z.array(revenueLine),
  /** The last 12 months, oldest first, the current one last; months without bookings count 0. */
  months: z.array(bookingMonth),
  /** Every completed booking and its tickets, all time. */
  totals: z.object({ bookings: z.number().int(), tickets: z.number().int() }),
})
export type DashboardSales = z.infer<typeof dashboardSalesAttributes>
