import type { ResourceObject } from '@tessera/shared/jsonapi/document'
import type { Columns } from '#lib/plain_rows'
import type Venue from '#models/venue'

/** `venues` (spec "accounts" §3): a named address with coordinates. */
export function serializeVenue(venue: Columns<Venue>): ResourceObject {
  return {
    type: 'venues',
    id: String(venue.id),
    attributes: {
      name: venue.name,
      address_name: venue.addressName,
      city: venue.city ?? null,
      country: venue.country ?? null,
      postal_code: venue.postalCode ?? null,
      lat: venue.lat ?? null,
      long: venue.long ?? null,
      created_at: venue.createdAt.toISO(),
      updated_at: venue.updatedAt.toISO(),
    },
    relationships: { user: { data: { type: 'users', id: String(venue.userId) } } },
  }
}
