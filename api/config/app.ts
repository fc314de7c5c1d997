import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { Secret } from '@adonisjs/core/helpers'
import { defineConfig } from '@adonisjs/core/http'
import { trustedProxies } from '#lib/trusted_proxies'

/** Used to encrypt and sign values (human-check challenges among them). */
export const appKey = new Secret(env.get('APP_KEY'))

/** The public address of the product, for links in e-mails. */
export const appUrl = env.get('APP_URL') ?? `http://localhost:${env.get('PORT')}`

/** Demo mode: default records are read-only and password reset is off (spec "accounts" §5). */
export const demoMode = env.get('DEMO_MODE') ?? false

export const http = defineConfig({
  // No request ids: nothing reads them, and each cost a cuid2 (a SHA-3 hash) per request, about a
  // twentieth of a signed-in read's CPU (docs/ARCHITECTURE.md "Read path").
  generateRequestId: false,
  allowMethodSpoofing: false,
  useAsyncLocalStorage: false,
  // Whose X-Forwarded-For / X-Forwarded-Proto to believe: nobody's unless TRUSTED_PROXIES says
  // (every per-address rate limit reads request.ip()).
  trustProxy: trustedProxies(env.get('TRUSTED_PROXIES')),
  // JSON:API lists comma-separated values (`include=a,b`, `sort=-x,y`, `filter[start_at]=a,b`) as
  // one string; qs would otherwise split them into arrays.
  qs: {
    parse: { depth: 5, parameterLimit: 1000, allowSparse: false, arrayLimit: 20, comma: false },
  },
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
})
