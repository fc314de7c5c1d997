import { absoluteUrl, compact, eventBasics, place, type JsonLd } from './event-json-ld.js'
import { publicEventPath } from './page-head.js'
import type { PublicListedEvent, PublicListing } from './public-listing.js'

/**
 * The schema.org JSON-LD of an organizer's public collection page: an `ItemList` whose items are
 * the listed `Event`s (what a list knows of each: no offers), located as the event page's JSON-LD
 * locates them (`event-json-ld.ts`).
 */
function listedEventJsonLd(event: PublicListedEvent, organizerUrl: string, origin: string) {
  const url = absoluteUrl(publicEventPath(event), origin)
  const online = event.event_type === 'virtual' || event.event_type === 'hybrid'
  const physical = event.event_type !== 'virtual' && event.venue ? [place(event.venue)] : []
  const virtual = online ? [{ '@type': 'VirtualLocation', url: event.virtual_link ?? url }] : []
  return compact({
    ...eventBasics(event),
    location: [...physical, ...virtual],
    image: event.hero_image ? [absoluteUrl(event.hero_image, origin)] : [],
    organizer: { '@type': 'Organization', name: event.organizer.name, url: organizerUrl },
    url,
  })
}

/** The collection's events as a schema.org `ItemList` of `Event`s, in the page's order. */
export function listingJsonLd(listing: PublicListing, pageUrl: string, origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    url: pageUrl,
    numberOfItems: listing.events.length,
    itemListElement: listing.events.map((event, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: listedEventJsonLd(event, pageUrl, origin),
    })),
  }
}
