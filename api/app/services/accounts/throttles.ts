import type { HttpContext } from '@adonisjs/core/http'
import limiter from '@adonisjs/limiter/services/main'
import { rateLimits, type RateLimit } from '#config/limits'

/**
 * Rate-limit middleware of the public account endpoints (numbers in config/limits.ts). Sign-in is
 * throttled in its service instead, because only failed attempts count there.
 */
const allow = (limit: RateLimit) => limiter.allowRequests(limit.requests).every(limit.duration)

/** The e-mail of a plain or JSON:API body, normalised like the schemas do; null when absent. */
function bodyEmail(ctx: HttpContext): string | null {
  const body = ctx.request.body() as {
    email?: unknown
    data?: { attributes?: { email?: unknown } }
  }
  const email =
    body?.data && typeof body.data === 'object' ? body.data.attributes?.email : body?.email
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : null
}

export const throttleRegister = limiter.define('register', (ctx) =>
  allow(rateLimits.registerPerIp).usingKey(`register:${ctx.request.ip()}`),
)

export const throttlePasswordForgotPerIp = limiter.define('password_forgot_ip', (ctx) =>
  allow(rateLimits.passwordForgotPerIp).usingKey(`password_forgot:${ctx.request.ip()}`),
)

export const throttlePasswordForgotPerEmail = limiter.define('password_forgot_email', (ctx) => {
  const email = bodyEmail(ctx)
  return email
    ? allow(rateLimits.passwordForgotPerEmail).usingKey(`password_forgot:${email}`)
    : limiter.noLimit()
})

export const throttleHumanCheck = limiter.define('human_check', (ctx) =>
  allow(rateLimits.humanCheckPerIp).usingKey(`human_check:${ctx.request.ip()}`),
)

/** `POST /me/email-verification` per account (config/limits.ts `verificationResends`). */
export const throttleVerificationResends = limiter.define('verification_resends', (ctx) =>
  allow(rateLimits.verificationResends).usingKey(`verification_resends:${ctx.auth.user?.id}`),
)
