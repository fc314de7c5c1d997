import { LOCALES, type Locale } from '../i18n/locales.js'
import { PRODUCT_NAME } from '../routing/route-titles.js'
import { routePath } from '../routing/routes.js'
import { absoluteUrl, eventJsonLd } from './event-json-ld.js'
import { escapeHtml, scriptJson } from '../html.js'
import type { PublicEvent } from './public-event.js'

/** Open Graph's name of each interface language. */
export const OG_LOCALE: Record<Locale, string> = { en: 'en_US', el: 'el_GR' }

/** The page's path: `/event/{hash_code}`, or the id when the event has no hash code. */
export function publicEventPath(event: Pick<PublicEvent, 'id' | 'hash_code'>): string {
  return routePath('publicEvent', { code: event.hash_code || event.id })
}

/** The page's `<title>`: the event's name, then the product's (as the shell titles its pages). */
export function publicPageTitle(event: Pick<PublicEvent, 'name'>): string {
  return `${event.name} · ${PRODUCT_NAME}`
}

export const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${escapeHtml(content)}">`

export const link = (attributes: Record<string, string>) =>
  `<link ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(' ')}>`

/**
 * What the `<head>` of `/event/{code}` carries for `event`, as HTML: title, description, canonical
 * URL, `hreflang` alternates (`?lang=` picks the language, docs/ARCHITECTURE.md), Open Graph and
 * Twitter card tags with absolute URLs, and the schema.org `Event` as JSON-LD. Every value is
 * escaped; `origin` is the site's (`https://tessera.example`).
 */
export function publicPageHead(event: PublicEvent, locale: Locale, origin: string): string {
  const url = absoluteUrl(publicEventPath(event), origin)
  const title = publicPageTitle(event)
  const description = event.description ?? event.name
  const image = event.hero_image ? absoluteUrl(event.hero_image, origin) : null
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    link({ rel: 'canonical', href: url }),
    ...LOCALES.map((lang) =>
      link({ rel: 'alternate', hreflang: lang, href: `${url}?lang=${lang}` }),
    ),
    link({ rel: 'alternate', hreflang: 'x-default', href: url }),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:title', event.name),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', OG_LOCALE[locale]),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', event.name),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    `<script type="application/ld+json">${scriptJson(eventJsonLd(event, url, origin))}</script>`,
  ].join('\n')
}
