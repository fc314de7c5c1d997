import type { HttpContext } from '@adonisjs/core/http'
import limiter from '@adonisjs/limiter/services/main'
import { rateLimits } from '#config/limits'

/** Rate limits of `POST /email/contact-organizer` (numbers in config/limits.ts). */
const { contactOrganizerPerIp: perIp, contactOrganizerPerEvent: perEvent } = rateLimits

/** The event a contact message names (JSON:API or plain body); null when absent. */
function bodyEventId(ctx: HttpContext): string | null {
  const body = ctx.request.body() as {
    event_id?: unknown
    data?: { attributes?: { event_id?: unknown } }
  }
  const id =
    body?.data && typeof body.data === 'object' ? body.data.attributes?.event_id : body?.event_id
  return (typeof id === 'string' || typeof id === 'number') && String(id).trim()
    ? String(id).trim()
    : null
}

export const throttleContactPerIp = limiter.define('contact_organizer_ip', (ctx) =>
  limiter
    .allowRequests(perIp.requests)
    .every(perIp.duration)
    .usingKey(`contact_organizer:${ctx.request.ip()}`),
)

export const throttleContactPerEvent = limiter.define('contact_organizer_event', (ctx) => {
  const event = bodyEventId(ctx)
  return event
    ? limiter
        .allowRequests(perEvent.requests)
        .every(perEvent.duration)
        .usingKey(`contact_organizer_event:${event}`)
    : limiter.noLimit()
})
