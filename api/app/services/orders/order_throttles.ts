import limiter from '@adonisjs/limiter/services/main'
import { orderLimits, rateLimits } from '#config/limits'

/** `POST /orders` per client address (config/limits.ts `orderLimits.perAddress`). */
export const throttleOrdersPerAddress = limiter.define('orders_address', (ctx) =>
  limiter
    .allowRequests(orderLimits.perAddress.requests)
    .every(orderLimits.perAddress.duration)
    .usingKey(`orders:${ctx.request.ip()}`),
)

/**
 * `POST /orders/{id}/confirmation` per organizer and order (config/limits.ts
 * `rateLimits.confirmationResends`): a buyer's mailbox is not flooded; counted per caller, so
 * probing other organizers' ids learns nothing from the 429.
 */
export const throttleConfirmationResends = limiter.define('confirmation_resends', (ctx) =>
  limiter
    .allowRequests(rateLimits.confirmationResends.requests)
    .every(rateLimits.confirmationResends.duration)
    .usingKey(`confirmation_resends:${ctx.auth.user?.id}:${ctx.params.id}`),
)

const { bookingReadsPerAddress: reads, cancellationsPerAddress: cancellations } = rateLimits

/**
 * `GET /public/bookings/{hash_code}`, `GET /public/tickets/{code}` and its QR, one counter per
 * client address (config/limits.ts `bookingReadsPerAddress`).
 */
export const throttleBookingReads = limiter.define('booking_reads', (ctx) =>
  limiter
    .allowRequests(reads.requests)
    .every(reads.duration)
    .usingKey(`booking_reads:${ctx.request.ip()}`),
)

/** `POST /public/bookings/{hash_code}/cancellation` per client address. */
export const throttleCancellations = limiter.define('booking_cancellations', (ctx) =>
  limiter
    .allowRequests(cancellations.requests)
    .every(cancellations.duration)
    .usingKey(`booking_cancellations:${ctx.request.ip()}`),
)
