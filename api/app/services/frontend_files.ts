import { existsSync, statSync, type Stats } from 'node:fs'
import { extname, join, normalize, resolve, sep } from 'node:path'
import app from '@adonisjs/core/services/app'
import { matchRoute } from '@tessera/shared/routing/routes'
import env from '#start/env'

/**
 * Where the built front ends live and which URL prefix serves each. The shell owns `/`; each
 * micro-frontend is served from its own prefix so it can move to another origin (see the manifest).
 */
export function repositoryRoot(): string {
  const configured = env.get('FRONTEND_ROOT')
  if (configured) return resolve(configured)
  for (const candidate of [app.makePath('..'), app.makePath('../..')]) {
    if (existsSync(join(candidate, 'shell', 'package.json'))) return candidate
  }
  return app.makePath('..')
}

function mounts(root = repositoryRoot()): [prefix: string, dir: string][] {
  return [
    ['/mfe/manage/', join(root, 'mfe-manage', 'dist')],
    ['/mfe/public-event/', join(root, 'mfe-public-event', 'dist')],
    ['/mfe/scanner/', join(root, 'mfe-scanner', 'dist')],
    ['/widget/', join(root, 'mfe-booking-widget', 'dist-embed')],
    ['/', join(root, 'shell', 'dist')],
  ]
}

/** The shell's page, answered for every client-side route. */
export function shellIndex(): string {
  return join(repositoryRoot(), 'shell', 'dist', 'index.html')
}

/** The file a URL path names, or null; never a path outside its mount. */
export function resolveFrontendFile(urlPath: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  for (const [prefix, dir] of mounts()) {
    if (!decoded.startsWith(prefix)) continue
    const file = normalize(join(dir, decoded.slice(prefix.length)))
    if (!file.startsWith(dir + sep)) return null
    return existsSync(file) && statSync(file).isFile() ? file : null
  }
  return null
}

/** Hashed build assets never change; entry points must always be revalidated. */
export function cacheControlFor(file: string): string {
  const hashed =
    /[-.][A-Za-z0-9_-]{8,}\.(js|css|woff2?|png|jpe?g|svg|webp)$/.test(file) &&
    !file.endsWith('remoteEntry.js')
  return hashed ? 'public, max-age=31536000, immutable' : 'no-cache'
}

/** Client-side routes (no file extension, or a route of the table) get the shell's index.html. */
export function isClientRoute(urlPath: string): boolean {
  // A route of the table may end in something that looks like an extension (a ticket's signed
  // code is dotted: `/ticket/12.31.x.y`).
  return extname(urlPath) === '' || Boolean(matchRoute(urlPath)?.name)
}

/** Remote name → entry URL; overridable per remote so an MFE can be deployed elsewhere. */
export function mfeManifest(): Record<string, string> {
  return {
    manage: env.get('MFE_MANAGE_URL') ?? '/mfe/manage/remoteEntry.js',
    publicEvent: env.get('MFE_PUBLIC_EVENT_URL') ?? '/mfe/public-event/remoteEntry.js',
    scanner: env.get('MFE_SCANNER_URL') ?? '/mfe/scanner/remoteEntry.js',
  }
}

export type Delivery = { path: string; encoding: 'br' | 'gzip' | null; stats: Stats }

/** The encodings a client accepts (`Accept-Encoding`, q=0 excluded). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>()
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param))
    if (name && !refused) accepted.add(name.trim())
  }
  return accepted
}

/**
 * What to send for a built file: its Brotli or gzip copy (written at build time by
 * tooling/precompress.mjs) when the client accepts it, else the file itself.
 */
export function deliveryFor(file: string, acceptEncoding: string | undefined): Delivery {
  const accepted = acceptedEncodings(acceptEncoding)
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (accepted.has(encoding) && existsSync(file + suffix)) {
      return { path: file + suffix, encoding, stats: statSync(file + suffix) }
    }
  }
  return { path: file, encoding: null, stats: statSync(file) }
}

/** A weak validator of one delivered variant: its size and modification time. */
export function etagOf(delivery: Delivery): string {
  const { size, mtimeMs } = delivery.stats
  return `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}${delivery.encoding ? `-${delivery.encoding}` : ''}"`
}
