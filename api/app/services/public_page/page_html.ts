import { createHash } from 'node:crypto'
import type { Locale } from '@tessera/shared/i18n/locales'
import { escapeHtml } from '@tessera/shared/html'
import { publicPageHead } from '@tessera/shared/public/page-head'
import { publicEventDocument, type PublicEvent } from '@tessera/shared/public/public-event'
import { appUrl } from '#config/app'
import maps from '#config/maps'
import type { PageBuild } from '#services/public_page/page_build'

type Parts = { locale: Locale; head: string; css: string; body: string; scripts?: string[] }

const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='7' fill='%234338ca'/%3E%3C/svg%3E"

/**
 * A whole HTML document; `scripts` are module URLs (the first the entry, then preloads). They are
 * fetched at low priority: the content is in the markup, so the hero image (fetched at high
 * priority) and the first paint go first, and hydration follows.
 */
function documentHtml({ locale, head, css, body, scripts = [] }: Parts): string {
  const [entry, ...preloads] = scripts
  const low = (url: string) => `fetchpriority="low" href="${escapeHtml(url)}"`
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<link rel="icon" href="${ICON}">${head}<style>${css}</style>` +
    preloads.map((url) => `<link rel="modulepreload" ${low(url)}>`).join('') +
    `</head><body>${body}` +
    (entry
      ? `<script type="module" fetchpriority="low" src="${escapeHtml(entry)}"></script>`
      : '') +
    `</body></html>`
  )
}

/** `/event/{code}` of a published event in `locale`, rendered at `now`. */
export async function eventPageHtml(
  build: PageBuild,
  event: PublicEvent,
  locale: Locale,
  now: Date,
) {
  const mapTiles = { url: maps.tileUrl, attribution: maps.tileAttribution }
  const body = await build.server.renderEventBody({
    event,
    now: now.toISOString(),
    locale,
    mapTiles,
  })
  return documentHtml({
    locale,
    head: publicPageHead(event, locale, appUrl),
    css: build.css,
    body,
    scripts: [build.script, ...build.imports, ...build.catalogs(locale)],
  })
}

/** The not-found page in `locale` (a 404's body; kept out of search engines). */
export async function notFoundHtml(build: PageBuild, locale: Locale) {
  const { title, body } = await build.server.renderNotFound(locale)
  const head = `<title>${escapeHtml(title)}</title><meta name="robots" content="noindex">`
  return documentHtml({ locale, head, css: build.css, body })
}

/**
 * The page's validator: its event document (what it shows, sale states included), its language
 * and the build that renders it. The server time in the page is left out: a 304 keeps the copy
 * the browser has, whose clock-driven parts (countdown) run on the browser's clock anyway.
 */
export function eventPageEtag(build: PageBuild, event: PublicEvent, locale: Locale): string {
  const digest = createHash('sha256')
    .update(JSON.stringify(publicEventDocument(event)))
    .digest('base64url')
    .slice(0, 22)
  return `W/"${digest}-${locale}-${build.id}"`
}
