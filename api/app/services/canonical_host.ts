import type { HttpContext } from '@adonisjs/core/http'
import { appUrl } from '#config/app'

/**
 * One address for the site (issue 26 item 1; docs/DECISIONS.md "One canonical origin"): links,
 * images, the `.ics`, `og:url`, the payment pages and the pages' Content-Security-Policy all come
 * from `APP_URL`, so a browser that opens a page on another name of the same server
 * (`127.0.0.1` for `localhost`, a `www.` the proxy also serves) is sent to the same path on
 * `APP_URL`, where its page's own policy allows its own images and the payment popup's message.
 */
const canonical = new URL(appUrl)
const canonicalHostname = canonical.hostname.toLowerCase()
const canonicalPort = canonical.port || (canonical.protocol === 'https:' ? '443' : '80')

/**
 * Whether the request's host (`request.host()`: `X-Forwarded-Host` from a trusted proxy, else
 * `Host`) is `APP_URL`'s. A host without a port matches on its name alone: nginx's `$host` (the
 * documented proxy configuration) drops the port, and redirecting it would never end.
 */
function isCanonicalHost(host: string): boolean {
  const offset = host.startsWith('[') ? host.indexOf(']') + 1 : 0
  const colon = host.indexOf(':', offset)
  const hostname = (colon === -1 ? host : host.slice(0, colon)).toLowerCase()
  const port = colon === -1 ? '' : host.slice(colon + 1)
  return hostname === canonicalHostname && (port === '' || port === canonicalPort)
}

/**
 * A browser navigation (`Sec-Fetch-Mode: navigate`; without Fetch Metadata, as a browser sends on a
 * plain-HTTP address that is not loopback, one that accepts HTML). Scripts, images, `fetch` and
 * other servers' requests are answered where they arrive.
 */
function isNavigation(request: HttpContext['request']): boolean {
  const method = request.method()
  if (method !== 'GET' && method !== 'HEAD') return false
  const mode = request.header('sec-fetch-mode')
  if (mode !== undefined) return mode === 'navigate'
  return (request.header('accept') ?? '').includes('text/html')
}

/**
 * Paths answered on any host: the JSON:API (the widget calls it cross-origin from wherever its
 * script came from; health and readiness checks name a process's own address) and `/dev/mail`,
 * which answers only loopback requests and would be sent off the machine.
 */
function answeredOnAnyHost(path: string): boolean {
  return path.startsWith('/api/') || path === '/dev/mail' || path.startsWith('/dev/mail/')
}

/**
 * Where to send this request instead (path and query as they came, on `APP_URL`'s origin), or
 * null to answer it here. The target is the origin followed by the raw path, never a URL resolved
 * against it, so a path like `//elsewhere.example` stays a path on Tessera.
 */
export function canonicalLocation(ctx: HttpContext): string | null {
  const { request } = ctx
  const host = request.host()
  if (!host || isCanonicalHost(host) || !isNavigation(request)) return null
  const target = request.url(true)
  if (!target.startsWith('/') || answeredOnAnyHost(request.url())) return null
  return `${canonical.origin}${target}`
}

/**
 * Sends the request to `APP_URL` when `canonicalLocation` says so: 301 (GET and HEAD only), not
 * kept by the browser (`no-store`), so a changed `APP_URL` takes effect at once.
 */
export function redirectToCanonicalHost(ctx: HttpContext): boolean {
  const location = canonicalLocation(ctx)
  if (!location) return false
  ctx.response.header('Cache-Control', 'no-store')
  ctx.response.location(location).status(301).send('')
  return true
}
