import { createHash } from 'node:crypto'
import type { Locale } from '@tessera/shared/i18n/locales'
import { escapeHtml } from '@tessera/shared/html'
import { publicPageHead } from '@tessera/shared/public/page-head'
import { publicEventDocument, type PublicEvent } from '@tessera/shared/public/public-event'
import { appUrl } from '#config/app'
import maps from '#config/maps'
import type { PageBuild } from '#services/public_page/page_build'
import { pageScripts } from '#services/public_page/page_scripts'

type Parts = {
  locale: Locale
  head: string
  css: string
  body: string
  scripts?: string[]
  /** The booking widget's module, when the page shows its Book button. */
  widget?: string
}

/**
 * The favicon, the brand's tile, as a `data:` URL. Percent-encoded whole: a raw space (or `<`, `#`)
 * is not a URL character, and the W3C checker refuses the `href` of every page that holds one.
 */
export const ICON = `data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect width='32' height='32' rx='7' fill='#4338ca'/></svg>",
)}`

/** The booking widget's module (served from `mfe-booking-widget/dist-embed`), the Book button. */
const WIDGET_SCRIPT = '/widget/tessera-booking.js'

/**
 * A whole HTML document; `scripts` are module URLs (the first the entry, then the chunks it
 * imports), added with the booking widget's module once the page is painted (`pageScripts`): the
 * content is in the markup, so the first paint and the hero image go first, and hydration follows.
 */
export function documentHtml({ locale, head, css, body, scripts = [], widget }: Parts): string {
  const [entry, ...preloads] = scripts
  const modules = [...(entry ? [entry] : []), ...(widget ? [widget] : [])]
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<link rel="icon" href="${ICON}">${head}<style>${css}</style>` +
    `</head><body>${body}${pageScripts({ modules, preloads })}</body></html>`
  )
}

/**
 * Which page of an event: its language, and whether it is the button-only mode (`?book`: the Book
 * button alone, the booking opened on load; docs/API.md "The public event page").
 */
export type PageVariant = { locale: Locale; bookOnly: boolean }

/** `/event/{code}` of a published event in its variant, rendered at `now`. */
export async function eventPageHtml(
  build: PageBuild,
  event: PublicEvent,
  { locale, bookOnly }: PageVariant,
  now: Date,
) {
  const mapTiles = { url: maps.tileUrl, attribution: maps.tileAttribution }
  const body = await build.server.renderEventBody({
    event,
    now: now.toISOString(),
    locale,
    mapTiles,
    ...(bookOnly ? { bookOnly } : {}),
  })
  return documentHtml({
    locale,
    head: publicPageHead(event, locale, appUrl),
    css: build.css,
    body,
    scripts: [build.script, ...build.imports, ...build.catalogs(locale)],
    widget: WIDGET_SCRIPT,
  })
}

/** The not-found page in `locale` (a 404's body; kept out of search engines). */
export async function notFoundHtml(build: PageBuild, locale: Locale) {
  const { title, body } = await build.server.renderNotFound(locale)
  const head = `<title>${escapeHtml(title)}</title><meta name="robots" content="noindex">`
  return documentHtml({ locale, head, css: build.css, body })
}

/**
 * The page's validator: its event document (what it shows, sale states included), its variant
 * (language, button-only mode) and the build that renders it. The server time in the page is left
 * out: a 304 keeps the copy the browser has, whose clock-driven parts (countdown) run on the
 * browser's clock anyway.
 */
export function eventPageEtag(build: PageBuild, event: PublicEvent, variant: PageVariant): string {
  const digest = createHash('sha256')
    .update(JSON.stringify(publicEventDocument(event)))
    .digest('base64url')
    .slice(0, 22)
  const mode = variant.bookOnly ? '-book' : ''
  return `W/"${digest}-${variant.locale}${mode}-${build.id}"`
}
