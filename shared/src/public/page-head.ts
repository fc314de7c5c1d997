import { LOCALES, type Locale } from '../i18n/locales.js'
import { PRODUCT_NAME } from '../routing/route-titles.js'
import { routePath } from '../routing/routes.js'
import { absoluteUrl, eventJsonLd } from './event-json-ld.js'
import { escapeHtml, scriptJson } from '../html.js'
import type { PublicEvent } from './public-event.js'

/** Open Graph's name of each interface language. */
const OG_LOCALE: Record<Locale, string> = { en: 'en_US', el: 'el_GR' }

/** The page's path: `/event/{hash_code}`, or the id when the event has no hash code. */
export function publicEventPath(event: Pick<PublicEvent, 'id' | 'hash_code'>): string {
  return routePath('publicEvent', { code: event.hash_code || event.id })
}

/** The page's `<title>`: the event's name, then the product's (as the shell titles its pages). */
export function publicPageTitle(event: Pick<PublicEvent, 'name'>): string {
  return `${event.name} · ${PRODUCT_NAME}`
}

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${escapeHtml(content)}">`

const link = (attributes: Record<string, string>) =>
  `<link ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(' ')}>`

/** What a public page's `<head>` says of itself (values unescaped; `url` and `image` absolute). */
export type HeadFacts = {
  title: string
  /** The name social cards show (the title without the product's). */
  name: string
  description: string
  url: string
  image: string | null
  locale: Locale
  jsonLd?: unknown
}

/**
 * A public page's `<head>` tags as HTML: title, description, canonical URL, `hreflang` alternates
 * (`?lang=` picks the language, docs/ARCHITECTURE.md), Open Graph and Twitter card tags and, when
 * given, JSON-LD. Every value is escaped.
 */
export function pageHeadTags({ title, name, description, url, image, locale, jsonLd }: HeadFacts) {
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
    meta('property', 'og:title', name),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', OG_LOCALE[locale]),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', name),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    ...(jsonLd === undefined
      ? []
      : [`<script type="application/ld+json">${scriptJson(jsonLd)}</script>`]),
  ].join('\n')
}

/**
 * What the `<head>` of `/event/{code}` carries for `event`: its tags (`pageHeadTags`) with
 * absolute URLs and the schema.org `Event` as JSON-LD; `origin` is the site's
 * (`https://tessera.example`).
 */
export function publicPageHead(event: PublicEvent, locale: Locale, origin: string): string {
  const url = absoluteUrl(publicEventPath(event), origin)
  return pageHeadTags({
    title: publicPageTitle(event),
    name: event.name,
    description: event.description ?? event.name,
    url,
    image: event.hero_image ? absoluteUrl(event.hero_image, origin) : null,
    locale,
    jsonLd: eventJsonLd(event, url, origin),
  })
}
