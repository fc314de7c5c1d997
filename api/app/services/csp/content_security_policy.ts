import { createHash, randomBytes } from 'node:crypto'
import { youtubeEmbedUrl } from '@tessera/shared/domain/events/promo-video'
import { assetHost } from '#config/drive'
import maps from '#config/maps'
import { appUrl } from '#config/app'
import { mfeManifest } from '#services/frontend_files'

/**
 * The Content-Security-Policy of the HTML documents the API serves (docs/DECISIONS.md "Security
 * headers"): no inline script anywhere, no `eval`, no plugins, no `<base>`, violations reported to
 * `POST /api/v1/csp-reports`.
 */

/** Where browsers send violation reports (`csp_reports_controller.ts`). */
export const CSP_REPORT_PATH = '/api/v1/csp-reports'

export type Directives = Record<string, string[]>

/** `'sha256-…'`: the source expression allowing one exact inline `<style>` (or script) text. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/** A fresh nonce for one document (128 random bits). */
export function cspNonce(): string {
  return randomBytes(16).toString('base64')
}

/**
 * The origin of a configured absolute URL, as a CSP host source (`{s}` tile subdomains become
 * `*`); nothing for a relative URL (it is the page's own origin, `'self'`) or a malformed one.
 */
export function originSource(url: string): string[] {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(url.trim())
  if (!match) return []
  const host = match[2]!.replace(/\{s\}/g, '*').toLowerCase()
  if (!/^(\*\.)?[a-z0-9.-]+(:\d+)?$|^\[[0-9a-f:.]+\](:\d+)?$/.test(host)) return []
  return [`${match[1]!.toLowerCase()}://${host}`]
}

function unique(values: string[]): string[] {
  return [...new Set(values)]
}

/** The policy text: directives in order, each with its sources. */
export function policyText(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')
}

/** What every policy of the API ends with: no plugins, no `<base>`, reports to the endpoint. */
const CLOSING: Directives = {
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'report-uri': [CSP_REPORT_PATH],
}

/** A complete policy: `directives`, then the closing ones. */
export function strictPolicy(directives: Directives): string {
  return policyText({ ...directives, ...CLOSING })
}

/**
 * The sources the front ends load from, read once from the configuration: the remotes' origins
 * (`/mfe-manifest.json`, relative by default), stored files (`ASSET_HOST`), map tiles and the
 * reverse geocoder (`MAPS_*`), and the promo video's privacy-enhanced YouTube player (a frame,
 * opened only on request). Stripe is never loaded by a page (its checkout is a navigation).
 */
function frontEndSources() {
  const remotes = unique(Object.values(mfeManifest()).flatMap(originSource))
  const own = originSource(appUrl)
  const assets = originSource(assetHost).filter((origin) => !own.includes(origin))
  return {
    remotes,
    images: unique([...assets, ...originSource(maps.tileUrl)]),
    geocoder: originSource(maps.geocoderUrl),
    frames: originSource(youtubeEmbedUrl('video')),
  }
}

let sources: ReturnType<typeof frontEndSources> | null = null

/**
 * The policy of a page built from the front ends (the shell's document, the event page).
 * `styles` are the sources beyond `'self'` allowed for `<style>` elements (a nonce, hashes),
 * `scripts` those of inline scripts (the event page's loader, by hash);
 * `style` attributes stay allowed (`style-src-attr`: the descriptions' `text-align`, the editor's,
 * the server-rendered React markup); they cannot run script and load images only as `img-src` allows.
 */
export function frontEndPolicy({
  frameAncestors,
  styles,
  scripts = [],
}: {
  frameAncestors: string
  styles: string[]
  scripts?: string[]
}): string {
  sources ??= frontEndSources()
  return strictPolicy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...sources.remotes, ...scripts],
    'style-src': ["'self'", ...sources.remotes, ...styles],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...sources.images],
    'connect-src': ["'self'", ...sources.remotes, ...sources.geocoder],
    'font-src': ["'self'", ...sources.remotes],
    'frame-src': ["'self'", ...sources.frames],
    'worker-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [frameAncestors],
  })
}
