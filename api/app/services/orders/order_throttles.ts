import limiter from '@adonisjs/limiter/services/main'
import { orderLimits } from '#config/limits'

/** `POST /orders` per client address (config/limits.ts `orderLimits.perAddress`). */
export const throttleOrdersPerAddress = limiter.define('orders_address', (ctx) =>
  limiter
    .allowRequests(orderLimits.perAddress.requests)
    .every(orderLimits.perAddress.duration)
    .usingKey(`orders:${ctx.request.ip()}`),
)
