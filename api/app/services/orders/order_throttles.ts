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
