import { existsSync, statSync } from 'node:fs'
import { extname, join, normalize, resolve, sep } from 'node:path'
import app from '@adonisjs/core/services/app'
import env from '#start/env'

/**
 * Where the built front ends live and which URL prefix serves each. The shell owns `/`; each
 * micro-frontend is served from its own prefix so it can move to another origin (see the manifest).
 */
function repositoryRoot(): string {
  const configured = env.get('FRONTEND_ROOT')
  if (configured) return resolve(configured)
  for (const candidate of [app.makePath('..'), app.makePath('../..')]) {
    if (existsSync(join(candidate, 'shell', 'package.json'))) return candidate
  }
  return app.makePath('..')
}

const root = repositoryRoot()

const mounts: [prefix: string, dir: string][] = [
  ['/mfe/manage/', join(root, 'mfe-manage', 'dist')],
  ['/mfe/public-event/', join(root, 'mfe-public-event', 'dist')],
  ['/mfe/booking-widget/', join(root, 'mfe-booking-widget', 'dist')],
  ['/mfe/scanner/', join(root, 'mfe-scanner', 'dist')],
  ['/widget/', join(root, 'mfe-booking-widget', 'dist-embed')],
  ['/', join(root, 'shell', 'dist')],
]

export const shellIndex = join(root, 'shell', 'dist', 'index.html')

/** The file a URL path names, or null; never a path outside its mount. */
export function resolveFrontendFile(urlPath: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  for (const [prefix, dir] of mounts) {
    if (!decoded.startsWith(prefix)) continue
    const file = normalize(join(dir, decoded.slice(prefix.length)))
    if (!file.startsWith(dir + sep)) return null
    return existsSync(file) && statSync(file).isFile() ? file : null
  }
  return null
}

/** Hashed build assets never change; entry points must always be revalidated. */
export function cacheControlFor(file: string): string {
  const hashed = /[-.][A-Za-z0-9_-]{8,}\.(js|css|woff2?|png|jpe?g|svg|webp)$/.test(file) && !file.endsWith('remoteEntry.js')
  return hashed ? 'public, max-age=31536000, immutable' : 'no-cache'
}

/** Client-side routes have no file extension; those get the shell's index.html. */
export function isClientRoute(urlPath: string): boolean {
  return extname(urlPath) === ''
}

/** Remote name → entry URL; overridable per remote so an MFE can be deployed elsewhere. */
export function mfeManifest(): Record<string, string> {
  return {
    manage: env.get('MFE_MANAGE_URL') ?? '/mfe/manage/remoteEntry.js',
    publicEvent: env.get('MFE_PUBLIC_EVENT_URL') ?? '/mfe/public-event/remoteEntry.js',
    bookingWidget: env.get('MFE_BOOKING_WIDGET_URL') ?? '/mfe/booking-widget/remoteEntry.js',
    scanner: env.get('MFE_SCANNER_URL') ?? '/mfe/scanner/remoteEntry.js',
  }
}
