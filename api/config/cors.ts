import { defineConfig } from '@adonisjs/cors'
import type { HttpContext } from '@adonisjs/core/http'

/**
 * Whether a request may come from any origin: the public endpoints (the booking widget on
 * third-party pages reads events and bookings there) and booking itself (`POST /orders`, and its
 * preflight; `GET /orders` is an organizer's list and stays closed). Never with credentials. (The
 * widget's own script files answer any origin from `FrontendController`.)
 */
export function isCrossOriginOpen(ctx: HttpContext): boolean {
  const path = ctx.request.url()
  if (path.startsWith('/api/v1/public/')) return true
  if (path !== '/api/v1/orders') return false
  const method = ctx.request.method()
  const asked = method === 'OPTIONS' ? ctx.request.header('access-control-request-method') : method
  return asked === 'POST'
}

/**
 * The management apps are served from the API's own origin and need no CORS. Only the endpoints
 * `isCrossOriginOpen` names answer cross-origin requests, to any origin (`*`), without credentials.
 */
const corsConfig = defineConfig({
  enabled: true,
  origin: (_origin, ctx) => (isCrossOriginOpen(ctx) ? '*' : false),
  methods: ['GET', 'HEAD', 'POST'],
  headers: true,
  exposeHeaders: ['retry-after'],
  credentials: false,
  maxAge: 600,
})

export default corsConfig
