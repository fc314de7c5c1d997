import type { HttpContext } from '@adonisjs/core/http'
import { appUrl } from '#config/app'
import { frontEndPolicy } from '#services/csp/content_security_policy'

/**
 * The security headers of the HTML documents the API serves (docs/ARCHITECTURE.md "Security
 * headers"). `app` is the shell's document, which hosts every screen — management, console, the
 * booking and ticket pages and the scanner — so it may use the camera (the scanner) and the
 * location (the venue picker), and nobody may frame it. `publicEvent` is the server-rendered event
 * page: organizers may frame it on their own sites (it acts for no signed-in user), and it needs
 * no device at all.
 */
const pagePolicies = {
  app: {
    frameAncestors: "'none'",
    permissions: 'camera=(self), geolocation=(self), microphone=(), payment=(), usb=()',
  },
  publicEvent: {
    frameAncestors: '*',
    permissions: 'camera=(), geolocation=(), microphone=(), payment=(), usb=()',
  },
} as const

export type PageKind = keyof typeof pagePolicies

/** What a page's inline `<style>` elements and scripts need beyond `'self'` (a nonce, hashes). */
export type PageSources = { styles: string[]; scripts?: string[] }

/** The page's Content-Security-Policy and Permissions-Policy. */
export function setPageSecurityHeaders(
  { response }: HttpContext,
  kind: PageKind,
  { styles, scripts = [] }: PageSources,
) {
  const policy = pagePolicies[kind]
  response.header(
    'Content-Security-Policy',
    frontEndPolicy({ frameAncestors: policy.frameAncestors, styles, scripts }),
  )
  response.header('Permissions-Policy', policy.permissions)
}

/** Strict-Transport-Security once the site's public address is HTTPS (APP_URL), else none. */
const transportSecurity = appUrl.startsWith('https://')
  ? 'max-age=31536000; includeSubDomains'
  : undefined

/** Headers on every answer: no MIME sniffing, no full URL (a booking link's token) to other sites. */
export function setBaseSecurityHeaders({ response }: HttpContext) {
  response.header('X-Content-Type-Options', 'nosniff')
  response.header('Referrer-Policy', 'strict-origin-when-cross-origin')
  if (transportSecurity) response.header('Strict-Transport-Security', transportSecurity)
}
