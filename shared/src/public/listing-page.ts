import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Locale } from '../i18n/locales.js'
import { translate } from '../i18n/translate.js'
import type { DataDocument } from '../jsonapi/document.js'
import { PRODUCT_NAME } from '../routing/route-titles.js'
import { absoluteUrl } from './event-json-ld.js'
import { listingJsonLd } from './listing-json-ld.js'
import { pageHeadTags } from './page-head.js'
import type { ListingRange, PublicListing } from './public-listing.js'

/**
 * The server-rendered pages of an organizer's public collection (`/collections/{uuid}`) and
 * calendar (`/calendar/{uuid}`), docs/ARCHITECTURE.md "The public collection and calendar": their
 * texts, `<head>` and the payload the page embeds for the browser to take over from.
 */
export type ListingKind = 'collection' | 'calendar'

/** The element the page's body is rendered into (and hydrated from). */
export const LISTING_ROOT_ID = 'tessera-page'
/** `<script type="application/json">` holding `ListingPagePayload`. */
export const LISTING_PAYLOAD_ID = 'tessera-public-listing'

/**
 * What the server rendered the page from: the organizer's uuid, the API query the embedded
 * document answers (`GET /public/organizers/{uuid}/events?{query}`, or `/calendar?{query}`; the
 * collection's first page in the API's defaults is the empty query), that document, the server
 * time of the render and, for the calendar, its window (the instants `query` names).
 */
export type ListingPagePayload = {
  kind: ListingKind
  organizer_uuid: string
  query: string
  document: DataDocument
  now: string
  range?: ListingRange
}

const TEXTS = {
  collection: {
    title: msg`Events by {name}`,
    description: msg`Browse the events of {name} and book your tickets.`,
  },
  calendar: {
    title: msg`Calendar of events by {name}`,
    description: msg`See the dates of the events of {name} and book your tickets.`,
  },
}

export const NO_LISTED_EVENTS = msg`There are no events to show yet.`

/** The page's path. */
export function publicListingPath(kind: ListingKind, uuid: string): string {
  return `/${kind === 'collection' ? 'collections' : 'calendar'}/${uuid}`
}

/** The page's heading and description in `i18n`'s language. */
export function listingTexts(i18n: I18n, kind: ListingKind, name: string) {
  return {
    title: translate(i18n, TEXTS[kind].title, { name }),
    description: translate(i18n, TEXTS[kind].description, { name }),
  }
}

/**
 * What the `<head>` of a collection or calendar page carries, as HTML: title, description,
 * canonical URL, `hreflang` alternates, Open Graph and Twitter card tags (the organizer's picture,
 * else the first event's hero) and, for the collection, the `ItemList` JSON-LD. Every value escaped.
 */
export function listingPageHead(
  kind: ListingKind,
  listing: PublicListing,
  texts: { title: string; description: string },
  locale: Locale,
  origin: string,
): string {
  const url = absoluteUrl(publicListingPath(kind, listing.organizer.uuid), origin)
  const picture = listing.organizer.profile_image ?? listing.events[0]?.hero_image ?? null
  const image = picture ? absoluteUrl(picture, origin) : null
  return pageHeadTags({
    ...texts,
    title: `${texts.title} · ${PRODUCT_NAME}`,
    name: texts.title,
    url,
    image,
    locale,
    ...(kind === 'collection' ? { jsonLd: listingJsonLd(listing, url, origin) } : {}),
  })
}
