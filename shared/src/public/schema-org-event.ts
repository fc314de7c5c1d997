import type { JsonLd } from './event-json-ld.js'

/**
 * The properties schema.org's `Event` must or should have for search engines (Google's "Event"
 * structured data: required name, startDate, location; recommended the rest). `performer` is
 * recommended too but Tessera has no performers until speakers are built; `previousStartDate`
 * applies to rescheduled events only. Used by the tests of the page's JSON-LD.
 */
export const EVENT_PROPERTIES = {
  required: ['name', 'startDate', 'location'],
  recommended: [
    'description',
    'endDate',
    'eventAttendanceMode',
    'eventStatus',
    'image',
    'offers',
    'organizer',
  ],
  offer: ['price', 'priceCurrency', 'availability', 'validFrom', 'url'],
  organizer: ['name', 'url'],
} as const

const list = (value: unknown): JsonLd[] =>
  (Array.isArray(value) ? value : value ? [value] : []) as JsonLd[]

const missing = (object: JsonLd, keys: readonly string[], prefix: string) =>
  keys.filter((key) => object[key] == null || object[key] === '').map((key) => prefix + key)

function locationProblems(location: JsonLd, index: number): string[] {
  const prefix = `location[${index}].`
  if (location['@type'] === 'VirtualLocation') return missing(location, ['url'], prefix)
  if (location['@type'] !== 'Place') return [`${prefix}@type`]
  return missing(location, ['address'], prefix)
}

/** What `event` lacks of `EVENT_PROPERTIES` (paths like `offers[0].price`); empty when complete. */
export function eventPropertyProblems(event: JsonLd): string[] {
  return [
    ...(event['@type'] === 'Event' ? [] : ['@type']),
    ...missing(event, [...EVENT_PROPERTIES.required, ...EVENT_PROPERTIES.recommended], ''),
    ...list(event.location).flatMap(locationProblems),
    ...list(event.offers).flatMap((offer, i) =>
      missing(offer, EVENT_PROPERTIES.offer, `offers[${i}].`),
    ),
    ...list(event.organizer).flatMap((organizer) =>
      missing(organizer, EVENT_PROPERTIES.organizer, 'organizer.'),
    ),
  ]
}
